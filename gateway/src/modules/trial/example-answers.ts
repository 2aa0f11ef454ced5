import type { Em } from '../../db/orm.js';
import { parseInput } from '../../lib/validation.js';
import { saveAnswerInput } from '../answers/answer.inputs.js';
import type { AnswerService } from '../answers/answer.service.js';
import type { Project } from '../projects/project.entity.js';
import type { User } from '../users/user.entity.js';
import { exampleFallbackAnswer, exampleManualAnswers } from './example/manual-answers.js';

/**
 * Answers by hand, as the example organisation would, every question of the test type the analysis left
 * unanswered (an AI answer is kept: it shows the evidence). Answers how many it wrote.
 */
export async function saveExampleAnswers(answers: AnswerService, em: Em, owner: User, project: Project, testType: string): Promise<number> {
  const items = await answers.questionnaire(em, owner, project.id, testType);
  let written = 0;
  for (const { question, answer } of items) {
    if (answer) continue;
    const { status, text } = exampleManualAnswers[question.id] ?? exampleFallbackAnswer;
    await answers.saveManual(em, owner, project, parseInput(saveAnswerInput, { questionId: question.id, answer: text, status, source: 'manual' }));
    written++;
  }
  return written;
}
