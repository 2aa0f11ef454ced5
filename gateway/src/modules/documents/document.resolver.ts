import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { limits } from '@gap/schema';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { untilAccessEnds } from '../../graphql/until-access-ends.js';
import { mapConnection, type Connection } from '../../lib/connection.js';
import { parseInput } from '../../lib/validation.js';
import { DocumentContentType } from './document-content.types.js';
import { receiveDocument, type ReadUpload } from './document-upload.js';
import { documentsPageInput } from './document.inputs.js';
import { presentDocument, presentExtraction } from './document.presenter.js';
import { DocumentConnectionType, DocumentExtractionType, DocumentType } from './document.types.js';
import type { ExtractionJobRow } from './extraction-job.repository.js';
import { watchExtractions } from './extraction-progress.js';
import { readUploadStream } from './upload-stream.js';

/** Ownership is checked before the stream is returned, so another user's project answers NOT_FOUND. */
async function subscribeToExtractions({ args, context }: SubscribeResolverData<unknown, { projectId: string }, Context>): Promise<AsyncIterable<ExtractionJobRow>> {
  const project = await context.services.projects.requireProject(context.em, context.user!, args.projectId, 'viewer');
  return untilAccessEnds(context, project.id, watchExtractions(context.services.documents.events, () => context.em.fork(), project.id));
}

@Resolver()
export class DocumentResolver {
  @Authorized()
  @Query(() => [DocumentType], { description: "A project's documents, in upload order." })
  async documents(@Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string, @Ctx() ctx: AuthenticatedContext): Promise<DocumentType[]> {
    return (await ctx.services.documents.list(ctx.em, ctx.user, projectId)).map(presentDocument);
  }

  @Authorized()
  @Query(() => DocumentConnectionType, { description: "A project's documents a page at a time, in upload order; NOT_FOUND for another user's project." })
  async documentsConnection(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Ctx() ctx: AuthenticatedContext,
    @Arg('first', () => Int, { nullable: true, description: `Documents on the page, 1-${limits.projectListMax}; 50 when null.` }) first?: number,
    @Arg('after', () => String, { nullable: true, description: "The previous page's pageInfo.endCursor; null for the first page." }) after?: string,
  ): Promise<Connection<DocumentType>> {
    const page = parseInput(documentsPageInput, { first, after });
    return mapConnection(await ctx.services.documents.page(ctx.em, ctx.user, projectId, page), presentDocument);
  }

  @Authorized()
  @Query(() => DocumentType, { description: 'One document of a project.' })
  async document(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('documentId', () => ID, { description: 'A document of that project.' }) documentId: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<DocumentType> {
    return presentDocument(await ctx.services.documentContent.document(ctx.em, ctx.user, projectId, documentId));
  }

  @Authorized()
  @Query(() => DocumentContentType, { description: 'A document with its extracted text by page or section, as citations name them (the viewer of Word and Excel files).' })
  async documentContent(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('documentId', () => ID, { description: 'A document of that project.' }) documentId: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<DocumentContentType> {
    const document = await ctx.services.documentContent.document(ctx.em, ctx.user, projectId, documentId);
    return { document: presentDocument(document), ...(await ctx.services.documentContent.text(ctx.em, document)) };
  }

  @Authorized()
  @Mutation(() => DocumentType, {
    description: 'Uploads one .pdf, .docx, .doc or .xlsx file (at most 20 MB) and parses it into evidence. Multipart request (graphql-multipart-request-spec) with the header apollo-require-preflight.',
  })
  async uploadDocument(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('file', () => GraphQLUpload, { description: 'The file (multipart field named by the map).' }) upload: Promise<FileUpload>,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<DocumentType> {
    const read: ReadUpload = async (checkName) => {
      const { filename, createReadStream } = await upload;
      const name = checkName(filename);
      return { filename, bytes: await readUploadStream(createReadStream(), name, limits.uploadMaxBytes) };
    };
    return presentDocument(await receiveDocument(ctx.services, ctx.em, ctx.user, projectId, read));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the document with its stored file and evidence.' })
  async deleteDocument(@Arg('id', () => ID, { description: 'A document of one of your projects.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.documents.delete(ctx.em, ctx.user, id);
    return true;
  }

  @Authorized()
  @Subscription(() => DocumentExtractionType, {
    subscribe: subscribeToExtractions,
    description: "The text extraction of the project's uploads: each one still queued or running first, then every change (pages read, end).",
  })
  documentExtractions(@Arg('projectId', () => ID, { description: 'One of your projects.' }) _projectId: string, @Root() job: ExtractionJobRow): DocumentExtractionType {
    return presentExtraction(job);
  }
}
