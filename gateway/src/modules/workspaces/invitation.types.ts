import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { WorkspaceRoleEnum, WorkspaceUserType } from './workspace.types.js';

@ObjectType('Invitation', { description: 'A pending invitation to a workspace (its link is shown once, when made).' })
export class InvitationType {
  @Field(() => ID, { description: 'The invitation id (for revokeInvitation).' })
  id!: number;

  @Field(() => WorkspaceRoleEnum, { description: 'The role the invited person joins with.' })
  role!: WorkspaceRoleEnum;

  @Field(() => String, { nullable: true, description: 'Where the link was emailed; null when the owner copies it.' })
  email!: string | null;

  @Field(() => Date, { description: 'The link stops working then (INVITATION_TTL_DAYS after it was made).' })
  expiresAt!: Date;

  @Field(() => Date, { description: 'When it was made.' })
  createdAt!: Date;

  @Field(() => WorkspaceUserType, { nullable: true, description: 'The owner who invited; null once their account is deleted.' })
  invitedBy!: WorkspaceUserType | null;
}

@ObjectType('CreatedInvitation', { description: 'A new invitation and its link: the only time the link is shown.' })
export class CreatedInvitationType {
  @Field(() => String, { description: 'The acceptance link with its single-use token: <origin>/invitations/accept?token=…' })
  url!: string;

  @Field(() => InvitationType, { description: 'The invitation as listed from now on (without its token).' })
  invitation!: InvitationType;

  @Field(() => Boolean, { description: 'True when the invitation email reached the mail server.' })
  emailSent!: boolean;

  @Field(() => String, { nullable: true, description: 'Why no email went out although an address was given (the link still works); null otherwise.' })
  emailError!: string | null;
}

@InputType('CreateInvitationInput', { description: 'An invitation to a workspace: the role the person joins with, and where to email the link (optional).' })
export class CreateInvitationInputType {
  @Field(() => ID, { description: 'A workspace you own.' })
  workspaceId!: string;

  @Field(() => WorkspaceRoleEnum, { description: 'The role the person joins with.' })
  role!: WorkspaceRoleEnum;

  @Field(() => String, { nullable: true, description: 'Optional: the link is emailed here when the server has a mail server (SMTP_URL).' })
  email?: string | null;
}
