import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { presentUser } from '../users/user.presenter.js';
import { UserType } from '../users/user.type.js';
import { AuthPayload, LoginInputType, RegisterInputType } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Creates an account and answers its token. The first account becomes the administrator.' })
  async register(@Arg('input', () => RegisterInputType) input: RegisterInputType, @Ctx() ctx: Context): Promise<AuthPayload> {
    const { token } = await ctx.services.auth.register(ctx.em, { ...input });
    return { token };
  }

  @Mutation(() => AuthPayload)
  async login(@Arg('input', () => LoginInputType) input: LoginInputType, @Ctx() ctx: Context): Promise<AuthPayload> {
    const { token } = await ctx.services.auth.login(ctx.em, { ...input }, ctx.ip);
    return { token };
  }

  @Authorized()
  @Query(() => UserType, { description: 'The signed-in user.' })
  me(@Ctx() ctx: AuthenticatedContext): UserType {
    return presentUser(ctx.user);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes every token of the signed-in user, this one included.' })
  async signOutEverywhere(@Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.auth.signOutEverywhere(ctx.em, ctx.user);
    return true;
  }
}
