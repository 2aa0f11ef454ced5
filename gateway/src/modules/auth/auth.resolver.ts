import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { assertSignedInSession } from './signed-in-session.js';
import { parseInput } from '../../lib/validation.js';
import { presentUser } from '../users/user.presenter.js';
import { loginInput, registerInput } from './auth.inputs.js';
import { UserType } from '../users/user.type.js';
import { AuthPayload, LoginInputType, RegisterInputType } from './auth.types.js';

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
  @Mutation(() => Boolean, { description: 'Revokes every token of the signed-in user, this one included.' })
  async signOutEverywhere(@Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    assertSignedInSession(ctx);
    await ctx.services.auth.signOutEverywhere(ctx.em, ctx.user);
    return true;
  }
}
