import { User } from '../modules/users/user.entity.js';

/** Every entity, listed explicitly (no folder discovery). */
export const entities = [User];
