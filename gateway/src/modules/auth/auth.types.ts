import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AuthPayload', { description: 'The answer of register and login: a signed bearer token (valid 12 hours by default, JWT_TTL_SECONDS).' })
export class AuthPayload {
  @Field(() => String, { description: 'Bearer token for the Authorization header and graphql-ws connectionParams.' })
  token!: string;
}

@InputType('LoginInput', { description: 'Credentials for login.' })
export class LoginInputType {
  @Field(() => String, { description: 'The username given at registration.' })
  username!: string;

  @Field(() => String, { description: 'The password.' })
  password!: string;
}

@InputType('RegisterInput', { description: 'A new account.' })
export class RegisterInputType {
  @Field(() => String, { description: '3-50 characters, letters from one script only; unique.' })
  username!: string;

  @Field(() => String, { description: 'A valid address, at most 254 characters; unique.' })
  email!: string;

  @Field(() => String, { description: '8-128 characters.' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'Optional, at most 100 characters.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional, at most 100 characters.' })
  lastName?: string | null;
}

@InputType('ChangePasswordInput', { description: 'The current password and the new one.' })
export class ChangePasswordInputType {
  @Field(() => String, { description: 'The password in use now; a wrong one counts towards the sign-in backoff.' })
  currentPassword!: string;

  @Field(() => String, { description: '8-128 characters, different from the current one.' })
  newPassword!: string;
}

@ObjectType('SignOutEverywhereResult', { description: 'What "sign out everywhere" revoked.' })
export class SignOutEverywhereResult {
  @Field(() => Boolean, { description: 'Every sign-in token of the user, this one included, is revoked (always true).' })
  sessionsRevoked!: boolean;

  @Field(() => Int, { description: 'How many personal API tokens were revoked: 0 unless revokeApiTokens was true.' })
  apiTokensRevoked!: number;
}
