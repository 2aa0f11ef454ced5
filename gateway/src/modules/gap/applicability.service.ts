import { gapMessages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { ValidationError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { AssessmentAnswer } from '../answers/answer.entity.js';
import { recomputeProgress } from '../projects/project.repository.js';
import type { ProjectService } from '../projects/project.service.js';
import type { QuestionService } from '../questions/question.service.js';
import type { User } from '../users/user.entity.js';
import { applicabilityInput, questionIdInput } from './applicability.inputs.js';

/** Only Annex A controls may be excluded: clauses 4-10 are requirements of the standard itself. */
export const isExcludable = (controlRef: string) => controlRef.startsWith('A.');

// Marking N/A keeps any answer text (so marking it applicable again restores it); without an answer the row
// is created with empty text, which counts as answered while excluded.
const markNotApplicable = `
  insert into "assessment_answers" ("project_id", "question_id", "answer", "source", "applicability", "not_applicable_reason", "updated_by_id")
  values (?, ?, '', 'manual', 'not_applicable', ?, ?)
  on conflict ("project_id", "question_id") do update set "applicability" = 'not_applicable',
    "not_applicable_reason" = excluded."not_applicable_reason", "updated_by_id" = excluded."updated_by_id", "updated_at" = now()`;

/**
 * A person's Statement of Applicability decision for one question. Not applicable counts as answered, gets
 * no finding and appears in the export as excluded with its reason.
 */
export class ApplicabilityService {
  constructor(
    private readonly projects: ProjectService,
    private readonly questions: QuestionService,
  ) {}

  async set(em: Em, owner: User, rawProjectId: unknown, rawQuestionId: unknown, raw: unknown): Promise<AssessmentAnswer | null> {
    const project = await this.projects.requireOwned(em, owner, rawProjectId);
    const input = parseInput(applicabilityInput, raw ?? {});
    const question = await this.questions.requireActive(em, parseInput(questionIdInput, rawQuestionId));
    if (!isExcludable(question.controlRef)) throw new ValidationError(gapMessages.clauseNotExcludable);
    await em.transactional(async (tx) => {
      if (input.applicability === 'not_applicable') {
        await tx.execute(markNotApplicable, [project.id, question.id, input.reason, owner.id]);
      } else {
        // An exclusion without an answer of its own leaves nothing behind: the question is unanswered again.
        await tx.execute(`delete from "assessment_answers" where "project_id" = ? and "question_id" = ? and "answer" = ''`, [project.id, question.id]);
        await tx.execute(
          `update "assessment_answers" set "applicability" = 'applicable', "not_applicable_reason" = null, "updated_by_id" = ?, "updated_at" = now()
           where "project_id" = ? and "question_id" = ?`,
          [owner.id, project.id, question.id],
        );
      }
      await this.projects.markActivity(tx, project);
      await recomputeProgress(tx, project.id);
    });
    return em.findOne(AssessmentAnswer, { project: project.id, question: question.id }, { refresh: true, populate: ['updatedBy'] });
  }
}
