import { createHash } from 'node:crypto';
import type { Em } from '../../../db/orm.js';
import { Project } from '../../projects/project.entity.js';
import { Document } from '../document.entity.js';

/**
 * Creates `count` document rows in a project through the ORM in one flush, without files or extraction: enough for
 * listing, far faster than uploads. Answers the new ids in creation order.
 */
export async function createManyDocuments(em: Em, projectId: number, count: number, namePrefix = 'policy'): Promise<number[]> {
  const project = em.getReference(Project, projectId);
  const documents = Array.from({ length: count }, (_, i) => {
    const name = `${namePrefix}-${i + 1}.pdf`;
    const sha256 = createHash('sha256').update(`${projectId}/${name}/${Math.random()}`).digest('hex');
    return em.create(Document, { project, name, type: 'application/pdf', size: 1024, sha256, pageCount: 1, textStatus: 'extracted', sectionCount: 0, chunkCount: 0, pendingJobId: null });
  });
  await em.flush();
  return documents.map((document) => document.id);
}
