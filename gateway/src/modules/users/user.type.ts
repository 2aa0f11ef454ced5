import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('User', { description: 'A signed-in account holder.' })
export class UserType {
  @Field(() => ID, { description: 'The user id.' })
  id!: number;

  @Field(() => String, { description: 'Unique sign-in name, 3-50 characters.' })
  username!: string;

  @Field(() => String, { description: 'Unique e-mail address.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Null when not given.' })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'Null when not given.' })
  lastName!: string | null;

  @Field(() => String, { description: "Display label only, default 'Security Manager'." })
  role!: string;

  @Field(() => Boolean, { description: 'True for the first registered account: may change the knowledge base.' })
  isAdmin!: boolean;

  @Field(() => Date, { description: 'When the account was registered.' })
  createdAt!: Date;
}
