import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { assertSignedInSession } from '../auth/signed-in-session.js';
import { presentApiToken } from './api-token.presenter.js';
import { ApiTokenType, CreatedApiTokenType, CreateApiTokenInputType } from './api-token.types.js';

@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiTokenType], { description: "The signed-in user's API tokens, newest first (at most 20)." })
  async apiTokens(@Ctx() ctx: AuthenticatedContext): Promise<ApiTokenType[]> {
    return (await ctx.services.apiTokens.list(ctx.em, ctx.user)).map(presentApiToken);
  }

  @Authorized()
  @Mutation(() => CreatedApiTokenType, { description: 'Creates a personal API token and answers its secret, once. Signed-in sessions only; at most 20 per user. A read-write token or one without expiry needs the password again (BAD_USER_INPUT with extensions.fields.password otherwise).' })
  async createApiToken(
    @Arg('input', () => CreateApiTokenInputType, { description: 'The token to create.' }) input: CreateApiTokenInputType,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<CreatedApiTokenType> {
    assertSignedInSession(ctx);
    const confirmPassword = (password: string) => ctx.services.auth.confirmPassword(ctx.em, ctx.user.id, password, ctx.ip);
    const { token, secret } = await ctx.services.apiTokens.create(ctx.em, ctx.user, { ...input }, confirmPassword);
    return { token: presentApiToken(token), secret };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes one of your API tokens at once. Signed-in sessions only.' })
  async revokeApiToken(@Arg('id', () => ID, { description: 'One of your tokens.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    assertSignedInSession(ctx);
    await ctx.services.apiTokens.revoke(ctx.em, ctx.user, id);
    return true;
  }
}
