import type { User } from './user.entity.js';

/** The public shape of a user: never the hash or the token version. */
export interface UserView {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  isAdmin: boolean;
  createdAt: Date;
}

export function presentUser(user: User): UserView {
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
