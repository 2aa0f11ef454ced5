import type { User } from './user.entity.js';

/**
 * The signed-in user's own fields as plain data, read with the session check on every request: what most
 * requests need of their user (the id, the name, the admin flag), without building an entity for it.
 */
export type UserProfile = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'role' | 'isAdmin' | 'createdAt'>;
