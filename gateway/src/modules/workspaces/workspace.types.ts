import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { WorkspaceRole } from '@gap/schema';

/** GraphQL spells roles in capitals (DESIGN section 6); REST and the database in lower case. */
export enum WorkspaceRoleEnum {
  OWNER = 'owner',
  EDITOR = 'editor',
  VIEWER = 'viewer',
}
registerEnumType(WorkspaceRoleEnum, {
  name: 'WorkspaceRole',
  description: 'What a member may do: VIEWER reads and exports, EDITOR also changes projects, OWNER also buys credits and manages members.',
  valuesConfig: {
    OWNER: { description: 'Everything, members and credits included.' },
    EDITOR: { description: 'Creates projects, uploads, answers, runs analyses and gap assessments.' },
    VIEWER: { description: 'Reads projects, questionnaires, findings and activity; exports.' },
  },
});

export const roleEnumOf = (role: WorkspaceRole): WorkspaceRoleEnum => role as WorkspaceRoleEnum;

@ObjectType('WorkspaceUser', { description: 'A member as others see them.' })
export class WorkspaceUserType {
  @Field(() => ID, { description: 'The user id.' })
  id!: number;

  @Field(() => String, { description: 'Their username.' })
  username!: string;
}

@ObjectType('WorkspaceMember', { description: 'A member of a workspace with their role.' })
export class WorkspaceMemberType {
  @Field(() => WorkspaceUserType, { description: 'Who.' })
  user!: WorkspaceUserType;

  @Field(() => WorkspaceRoleEnum, { description: 'What they may do here.' })
  role!: WorkspaceRoleEnum;

  @Field(() => Date, { description: 'When they joined.' })
  joinedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When they last changed something in the workspace (to within a minute); null if never.' })
  lastActiveAt!: Date | null;
}

@ObjectType('Workspace', { description: 'A team space: it owns projects and credits; members have a role.' })
export class WorkspaceType {
  @Field(() => ID, { description: 'The workspace id (X-Workspace-Id on REST, workspaceId in GraphQL).' })
  id!: number;

  @Field(() => String, { description: '1-100 characters.' })
  name!: string;

  @Field(() => Boolean, { description: 'Made at registration for its creator; cannot be deleted.' })
  personal!: boolean;

  @Field(() => WorkspaceRoleEnum, { description: 'Your role here.' })
  myRole!: WorkspaceRoleEnum;

  @Field(() => Boolean, { description: 'The workspace you work in now (calls that name none act here).' })
  current!: boolean;

  @Field(() => Int, { description: 'How many members it has.' })
  memberCount!: number;

  @Field(() => Date, { description: 'When it was made.' })
  createdAt!: Date;
}

@InputType('CreateWorkspaceInput', { description: 'A new workspace.' })
export class CreateWorkspaceInputType {
  @Field(() => String, { description: '1-100 characters after trimming.' })
  name!: string;
}

@InputType('ChangeMemberRoleInput', { description: "A member's new role." })
export class ChangeMemberRoleInputType {
  @Field(() => ID, { description: 'A workspace you own.' })
  workspaceId!: string;

  @Field(() => ID, { description: 'The member (their user id).' })
  userId!: string;

  @Field(() => WorkspaceRoleEnum, { description: 'The new role.' })
  role!: WorkspaceRoleEnum;
}
