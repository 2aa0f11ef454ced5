import { Field, Int, ObjectType } from 'type-graphql';
import { DocumentType } from './document.types.js';

@ObjectType('DocumentPart', { description: 'A page (PDF) or section (Word heading, Excel sheet rows) of a document\'s extracted text.' })
export class DocumentPartType {
  @Field(() => Int, { nullable: true, description: '1-based page of a PDF; null for other formats.' })
  page!: number | null;

  @Field(() => String, { nullable: true, description: 'The section label citations name: the heading (DOCX/DOC) or "Sheet {name} rows a-b" (XLSX); null for PDF.' })
  section!: string | null;

  @Field(() => String, { description: 'The text as extracted (paragraphs separated by blank lines).' })
  text!: string;
}

@ObjectType('DocumentContent', { description: "A document with its extracted text, in reading order: what the in-product viewer shows of a Word or Excel file." })
export class DocumentContentType {
  @Field(() => DocumentType, { description: 'The document.' })
  document!: DocumentType;

  @Field(() => [DocumentPartType], { description: 'Its pages or sections in order; at most about 500,000 characters (see truncated).' })
  parts!: DocumentPartType[];

  @Field(() => Boolean, { description: 'True when the text is longer than what parts holds: the rest is left out.' })
  truncated!: boolean;
}
