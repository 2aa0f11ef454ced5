import type { UserProfile } from './user-profile.js';
import type { UserType } from './user.type.js';

/** The public shape of a user, for REST and GraphQL alike: never the hash or the token version. */
export function presentUser(user: UserProfile): UserType {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: user.role,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt,
  };
}
