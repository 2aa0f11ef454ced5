import type { Em } from '../../db/orm.js';
import type { AnalysisService } from '../analysis/analysis.service.js';
import { AssessmentAnswer } from '../answers/answer.entity.js';
import { presentAnswer } from '../answers/answer.presenter.js';
import { Document } from '../documents/document.entity.js';
import { presentDocument } from '../documents/document.presenter.js';
import { GapAssessment } from '../gap/gap-assessment.entity.js';
import { presentAssessmentSummary } from '../gap/gap.presenter.js';
import type { ProjectChangeType } from './project-change.types.js';
import type { ActivityEntryRow } from './project-changes.js';

/** The change as subscribers get it: the entry with the row it changed, read now (null once that row is gone). */
export async function presentProjectChange(em: Em, analysis: AnalysisService, projectId: number, entry: ActivityEntryRow): Promise<ProjectChangeType> {
  const change: ProjectChangeType = {
    activityId: entry.id,
    kind: entry.kind,
    at: new Date(entry.at),
    actor: entry.actorId === null ? null : { id: entry.actorId, username: entry.actorName ?? '' },
    subject: entry.subject,
    subjectId: entry.subjectId,
    answer: null,
    document: null,
    run: null,
    assessment: null,
  };
  const id = entry.subjectId;
  if (id === null) return change;
  const [family] = entry.kind.split('.');
  if (family === 'answer') {
    const answer = await em.findOne(AssessmentAnswer, { project: projectId, question: id }, { populate: ['updatedBy', 'question'] });
    change.answer = answer && presentAnswer(answer);
  } else if (family === 'document' && entry.kind !== 'document.deleted') {
    const document = await em.findOne(Document, { id: Number(id), project: projectId });
    change.document = document && presentDocument(document);
  } else if (family === 'run') {
    change.run = await analysis.view(em, Number(id)).catch(() => null);
  } else if (family === 'assessment') {
    const assessment = await em.findOne(GapAssessment, { id: Number(id), project: projectId });
    change.assessment = assessment && presentAssessmentSummary(assessment);
  }
  return change;
}
