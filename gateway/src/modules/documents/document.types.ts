import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection.types.js';
import { textStatuses, type TextStatus } from './document.entity.js';

const TextStatusEnum = Object.fromEntries(textStatuses.map((s) => [s, s])) as { [K in TextStatus]: K };
registerEnumType(TextStatusEnum, {
  name: 'DocumentTextStatus',
  valuesConfig: {
    extracted: { description: 'Text was read into evidence.' },
    no_text: { description: 'Nothing readable (e.g. a scanned PDF).' },
  },
  description: 'extracted: text was read into evidence; no_text: nothing readable (e.g. a scanned PDF), the analysis cannot use it.',
});

@ObjectType('Document', { description: 'A document uploaded to a project, parsed into evidence at upload.' })
export class DocumentType {
  @Field(() => ID, { description: 'The document id.' })
  id!: number;

  @Field(() => ID, { description: 'The project it belongs to.' })
  projectId!: number;

  @Field(() => String, { description: 'The uploaded file name.' })
  name!: string;

  @Field(() => String, { description: 'MIME type, derived from the verified file content.' })
  type!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size!: number;

  @Field(() => Int, { nullable: true, description: 'Pages of a PDF; null for other kinds.' })
  pageCount!: number | null;

  @Field(() => TextStatusEnum, { description: 'Whether text could be read.' })
  textStatus!: TextStatus;

  @Field(() => Int, { description: 'Pages, headings or sheet row blocks that carried text.' })
  sectionCount!: number;

  @Field(() => Int, { description: 'Evidence chunks indexed for search.' })
  chunkCount!: number;

  @Field(() => Date, { description: 'When it was uploaded.' })
  createdAt!: Date;
}

export const extractionStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export type ExtractionStatus = (typeof extractionStatuses)[number];
const ExtractionStatusEnum = Object.fromEntries(extractionStatuses.map((s) => [s, s])) as { [K in ExtractionStatus]: K };
registerEnumType(ExtractionStatusEnum, {
  name: 'DocumentExtractionStatus',
  valuesConfig: {
    queued: { description: 'Waiting for a worker (on any gateway).' },
    running: { description: 'Its text is being extracted.' },
    completed: { description: 'Stored: the document exists (documentId).' },
    failed: { description: 'Not stored (error says why; the upload answered the same).' },
  },
  description: 'Where the text extraction of an uploaded file stands.',
});

@ObjectType('DocumentExtraction', { description: 'The text extraction of an uploaded file: a job that a worker on any gateway runs while the upload waits.' })
export class DocumentExtractionType {
  @Field(() => ID, { description: 'The extraction id.' })
  id!: number;

  @Field(() => ID, { description: 'The project the file was uploaded to.' })
  projectId!: number;

  @Field(() => String, { description: 'The uploaded file name.' })
  name!: string;

  @Field(() => ExtractionStatusEnum, { description: 'Queued, running, or how it ended.' })
  status!: ExtractionStatus;

  @Field(() => Int, { nullable: true, description: 'Pages read so far (PDF); null when the kind does not report.' })
  pagesDone!: number | null;

  @Field(() => Int, { nullable: true, description: 'Pages in the file (PDF), once known; null otherwise.' })
  pagesTotal!: number | null;

  @Field(() => String, { nullable: true, description: 'Why it failed (the message the upload answered).' })
  error!: string | null;

  @Field(() => ID, { nullable: true, description: 'The stored document, once completed.' })
  documentId!: number | null;
}

/** DocumentConnection and DocumentEdge: `documentsConnection`'s pages. */
export const DocumentConnectionType = ConnectionType(DocumentType, 'Document', "a project's documents");
