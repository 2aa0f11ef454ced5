import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { ApiTokenScope } from '@gap/schema';

@ObjectType('ApiToken', { description: 'A personal API token of the signed-in user. Its secret is shown once, at creation, and never again.' })
export class ApiTokenType {
  @Field(() => ID, { description: 'The token id (for revokeApiToken).' })
  id!: number;

  @Field(() => String, { description: 'The name its owner gave it, 1-100 characters.' })
  name!: string;

  @Field(() => String, { description: "'read' (queries and subscriptions only) or 'read-write'." })
  scope!: ApiTokenScope;

  @Field(() => String, { description: 'The first characters of the secret (gap_ and 8 more), to tell tokens apart.' })
  prefix!: string;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the token last authenticated a request (to within a minute); null if never.' })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'After this the token is refused; null means it never expires.' })
  expiresAt!: Date | null;
}

@ObjectType('CreatedApiToken', { description: 'A new token and its secret: the only time the secret is ever answered.' })
export class CreatedApiTokenType {
  @Field(() => ApiTokenType, { description: 'The token as listed from now on (without its secret).' })
  token!: ApiTokenType;

  @Field(() => String, { description: 'Send as `Authorization: Bearer <secret>`. Store it now: it cannot be shown again.' })
  secret!: string;
}

@InputType('CreateApiTokenInput', { description: 'A new personal API token: a name, a scope and an optional expiry.' })
export class CreateApiTokenInputType {
  @Field(() => String, { description: '1-100 characters after trimming.' })
  name!: string;

  @Field(() => String, { description: "'read' or 'read-write'." })
  scope!: string;

  @Field(() => String, { nullable: true, description: 'Optional expiry in the future: YYYY-MM-DD (the end of that day, UTC) or an ISO date-time.' })
  expiresAt?: string | null;

  @Field(() => String, { nullable: true, description: "The user's password, asked again for a read-write token or one without expiry." })
  password?: string | null;
}
