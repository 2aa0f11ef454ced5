import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('AuthPayload')
export class AuthPayload {
  @Field(() => String, { description: 'Bearer token for the Authorization header and graphql-ws connectionParams.' })
  token!: string;
}

@InputType('LoginInput')
export class LoginInputType {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;
}

@InputType('RegisterInput')
export class RegisterInputType {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;
}
