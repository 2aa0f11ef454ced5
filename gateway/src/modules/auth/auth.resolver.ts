import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { parseInput } from '../../lib/validation.js';
import { presentUser } from '../users/user.presenter.js';
import { UserType } from '../users/user.type.js';
import { changePasswordInput, loginInput, registerInput } from './auth.inputs.js';
import { AuthPayload, ChangePasswordInputType, LoginInputType, RegisterInputType, SignOutEverywhereResult } from './auth.types.js';
import { assertSignedInSession } from './signed-in-session.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Creates an account and answers its token. The first account becomes the administrator.' })
  async register(
    @Arg('input', () => RegisterInputType, { description: 'The new account. CONFLICT when the username or e-mail is taken.' }) input: RegisterInputType,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const { token } = await ctx.services.auth.register(ctx.em, parseInput(registerInput, { ...input }), ctx.ip);
    return { token };
  }

  @Mutation(() => AuthPayload, { description: 'Signs in and answers a bearer token. UNAUTHENTICATED for wrong credentials; TOO_MANY_REQUESTS (extensions.retryAfterSeconds) after repeated failures.' })
  async login(@Arg('input', () => LoginInputType, { description: 'Username and password.' }) input: LoginInputType, @Ctx() ctx: Context): Promise<AuthPayload> {
    const { token } = await ctx.services.auth.login(ctx.em, parseInput(loginInput, { ...input }), ctx.ip);
    return { token };
  }

  @Authorized()
  @Query(() => UserType, { description: 'The signed-in user.' })
  me(@Ctx() ctx: AuthenticatedContext): UserType {
    return presentUser(ctx.profile);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Revokes the presented token only; the user's other sessions stay signed in." })
  async signOut(@Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.auth.signOut(ctx.em, ctx.token);
    return true;
  }

  @Authorized()
  @Mutation(() => SignOutEverywhereResult, { description: "Revokes every sign-in token of the signed-in user, this one included, and with revokeApiTokens the user's API tokens too. Signed-in sessions only." })
  async signOutEverywhere(
    @Arg('revokeApiTokens', () => Boolean, { defaultValue: false, description: 'Also revoke every personal API token.' }) revokeApiTokens: boolean,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<SignOutEverywhereResult> {
    assertSignedInSession(ctx);
    const { apiTokensRevoked } = await ctx.services.auth.signOutEverywhere(ctx.em, ctx.user, revokeApiTokens);
    return { sessionsRevoked: true, apiTokensRevoked };
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    description: "Changes the signed-in user's password and signs them out everywhere, answering a fresh token for this session. BAD_USER_INPUT (extensions.fields.currentPassword) for a wrong current password. Signed-in sessions only.",
  })
  async changePassword(
    @Arg('input', () => ChangePasswordInputType, { description: 'The current password and the new one.' }) input: ChangePasswordInputType,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<AuthPayload> {
    assertSignedInSession(ctx);
    return ctx.services.auth.changePassword(ctx.em, ctx.user, parseInput(changePasswordInput, { ...input }), ctx.ip);
  }
}
