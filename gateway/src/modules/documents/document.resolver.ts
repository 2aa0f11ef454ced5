import type { Readable } from 'node:stream';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { limits, messages } from '@gap/schema';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { presentDocument } from './document.presenter.js';
import { DocumentType } from './document.types.js';
import { uploadMessages } from './upload-messages.js';

@Resolver()
export class DocumentResolver {
  @Authorized()
  @Query(() => [DocumentType], { description: "A project's documents, in upload order." })
  async documents(@Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string, @Ctx() ctx: AuthenticatedContext): Promise<DocumentType[]> {
    return (await ctx.services.documents.list(ctx.em, ctx.user, projectId)).map(presentDocument);
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
    const project = await ctx.services.projects.requireOwned(ctx.em, ctx.user, projectId);
    return ctx.services.admission.uploads.run(ctx.user.id, async () => {
      await ctx.services.documents.assertQuota(ctx.em, ctx.user, project, 'This file', 0);
      const { filename, createReadStream } = await upload;
      const { name } = ctx.services.documents.acceptFileName(filename);
      const bytes = await readUpload(createReadStream(), name, limits.uploadMaxBytes);
      return presentDocument(await ctx.services.documents.upload(ctx.em, ctx.user, projectId, { filename, bytes }));
    });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the document with its stored file and evidence.' })
  async deleteDocument(@Arg('id', () => ID, { description: 'A document of one of your projects.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.documents.delete(ctx.em, ctx.user, id);
    return true;
  }
}

/** Collects an upload stream, stopping at the first byte past the limit (graphql-upload enforces it too). */
async function readUpload(stream: Readable, name: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new PayloadTooLargeError(messages.fileTooLarge(name));
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof PayloadTooLargeError || (error as { status?: number }).status === 413) throw new PayloadTooLargeError(messages.fileTooLarge(name));
    throw new ValidationError(uploadMessages.uploadInterrupted);
  }
  return Buffer.concat(chunks);
}
