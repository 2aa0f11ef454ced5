import type { Em } from '../../../db/orm.js';
import { Document } from '../../documents/document.entity.js';
import type { GapAssessment } from '../gap-assessment.entity.js';
import type { AnalysedDocument } from './export-data.js';

/** The project's documents that were there when the assessment ran, oldest upload first (read-only). */
export async function documentsAnalysed(em: Em, projectId: number, assessedAt: Date): Promise<AnalysedDocument[]> {
  const documents = await em.find(
    Document,
    { project: projectId, createdAt: { $lte: assessedAt } },
    { fields: ['name', 'pageCount', 'textStatus', 'createdAt'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return documents.map((d) => ({ name: d.name, pages: d.pageCount ?? null, readable: d.textStatus === 'extracted', uploadedAt: d.createdAt }));
}

/** Username of the person who ran the assessment; null once that account is gone. */
export async function assessorOf(em: Em, assessment: GapAssessment): Promise<string | null> {
  if (!assessment.createdBy) return null;
  await em.populate(assessment, ['createdBy']);
  return assessment.createdBy.username;
}
