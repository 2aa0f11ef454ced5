import { gapMessages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { ValidationError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.repository.js';
import { AssessmentAnswer } from '../answers/answer.entity.js';
import type { Project } from '../projects/project.entity.js';
import { recomputeProgress } from '../projects/project.repository.js';
import type { ProjectService } from '../projects/project.service.js';
import type { QuestionService } from '../questions/question.service.js';
import type { User } from '../users/user.entity.js';
import type { ApplicabilityInput } from './applicability.inputs.js';
import { markApplicable, markNotApplicable } from './applicability.repository.js';

/** Only Annex A controls may be excluded: clauses 4-10 are requirements of the standard itself. */
export const isExcludable = (controlRef: string) => controlRef.startsWith('A.');

/**
 * A person's Statement of Applicability decision for one question. Not applicable counts as answered, gets
 * no finding and appears in the export as excluded with its reason.
 */
export class ApplicabilityService {
  constructor(
    private readonly projects: ProjectService,
    private readonly questions: QuestionService,
  ) {}

  async set(em: Em, owner: User, project: Project, questionId: string, input: ApplicabilityInput): Promise<AssessmentAnswer | null> {
    const question = await this.questions.requireActive(em, questionId);
    if (!isExcludable(question.controlRef)) throw new ValidationError(gapMessages.clauseNotExcludable);
    await em.transactional(async (tx) => {
      if (input.applicability === 'not_applicable') {
        await markNotApplicable(tx, project.id, question.id, input.reason, owner.id);
        await recordActivity(tx, { projectId: project.id }, { kind: 'answer.na', actorId: owner.id, subject: question.controlRef, subjectId: question.id, after: input.reason });
      } else {
        await markApplicable(tx, project.id, question.id, owner.id);
        await recordActivity(tx, { projectId: project.id }, { kind: 'answer.saved', actorId: owner.id, subject: question.controlRef, subjectId: question.id, before: 'not applicable', after: 'applicable' });
      }
      await this.projects.markActivity(tx, project);
      await recomputeProgress(tx, project.id);
    });
    return em.findOne(AssessmentAnswer, { project: project.id, question: question.id }, { refresh: true, populate: ['updatedBy', 'question'] });
  }
}
