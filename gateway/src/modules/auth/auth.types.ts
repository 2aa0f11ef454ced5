import { Field, InputType, ObjectType } from 'type-graphql';

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
