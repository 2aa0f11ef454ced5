import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('User', { description: 'A signed-in account holder.' })
export class UserType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  username!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { description: "Display label only, default 'Security Manager'." })
  role!: string;

  @Field(() => Boolean, { description: 'True for the first registered account: may change the knowledge base.' })
  isAdmin!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}
