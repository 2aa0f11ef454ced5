import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';

/** 'no_text': nothing readable was found (a scanned PDF, an empty sheet): the analysis cannot use it. */
export const textStatuses = ['extracted', 'no_text'] as const;
export type TextStatus = (typeof textStatuses)[number];

export const DocumentSchema = defineEntity({
  name: 'Document',
  tableName: 'documents',
  indexes: [{ name: 'documents_pending_job_idx', properties: ['pendingJobId'], where: 'pending_job_id is not null' }],
  uniques: [{ name: 'documents_project_sha256_unique', properties: ['project', 'sha256'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    name: p.string().length(255),
    /** MIME type derived from the verified file kind, never from the client's claim. */
    type: p.string().length(127),
    size: p.integer(),
    sha256: p.string().length(64).columnType('char(64)'),
    pageCount: p.integer().nullable(),
    textStatus: p.enum(textStatuses).columnType('varchar(20)'),
    sectionCount: p.integer().default(0),
    chunkCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * The extraction job still writing this document's chunks (see extraction-processor.ts): until it is done the
     * row is hidden from every reader by the `written` filter; pass `filters: false` to see it.
     */
    pendingJobId: p.integer().nullable(),
  },
  filters: { written: { name: 'written', cond: { pendingJobId: null }, default: true } },
});

export class Document extends DocumentSchema.class {}
DocumentSchema.setClass(Document);

