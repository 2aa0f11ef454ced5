import { defineEntity, p } from '@mikro-orm/core';
import { defaultRoleLabel } from '@gap/schema';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  uniques: [
    { name: 'users_email_unique', properties: ['email'] },
    // Usernames are unique whatever their case ("Alice" and "alice" are one account).
    { name: 'users_username_lower_unique', expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(50),
    email: p.string().length(254),
    passwordHash: p.string().lazy(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    role: p.string().length(100).default(defaultRoleLabel),
    isAdmin: p.boolean().default(false),
    /** Bumped to revoke every token issued before ("sign out everywhere"). */
    tokenVersion: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
