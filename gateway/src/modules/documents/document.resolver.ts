import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { limits } from '@gap/schema';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { presentDocument } from './document.presenter.js';
import { DocumentType } from './document.types.js';
import { receiveDocument, type ReadUpload } from './document-upload.js';
import { readUploadStream } from './upload-stream.js';

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
}
