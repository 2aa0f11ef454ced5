import type { Em } from '../../db/orm.js';
import { admitUpload, type Admission } from '../../lib/admission.js';
import type { Project } from '../projects/project.entity.js';
import type { ProjectService } from '../projects/project.service.js';
import type { User } from '../users/user.entity.js';
import type { Document } from './document.entity.js';
import type { DocumentService, IncomingFile } from './document.service.js';

export interface DocumentUploadDeps {
  projects: ProjectService;
  documents: DocumentService;
  admission: { uploads: Admission };
}

/**
 * Reads the file from its transport (REST multipart, GraphQL upload). `checkName` vets the client's file name
 * before any byte is read (415 for a type not allowed) and answers the name the size messages use.
 */
export type ReadUpload = (checkName: (filename: string | undefined) => string) => Promise<IncomingFile>;

/**
 * The one document upload path, shared by REST and GraphQL: ownership, a slot and room in the quotas first
 * (nobody streams a file the server would refuse anyway), then the read, then the vetting and storing.
 * `refused` runs when the upload is refused before its file is read.
 */
export async function receiveDocument(deps: DocumentUploadDeps, em: Em, owner: User, projectId: string, read: ReadUpload, refused?: () => void): Promise<Document> {
  let project: Project | undefined;
  return admitUpload(
    deps.admission.uploads,
    owner.id,
    {
      before: async () => {
        project = await deps.projects.requireProject(em, owner, projectId, 'editor');
      },
      after: () => deps.documents.assertQuota(em, owner, project!, 'This file', 0),
      refused,
    },
    async () => {
      const file = await read((filename) => deps.documents.acceptFileName(filename).name);
      return deps.documents.upload(em, owner, projectId, file);
    },
  );
}
