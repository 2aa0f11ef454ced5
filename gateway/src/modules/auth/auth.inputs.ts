import { z } from 'zod';
import { limits, messages } from '@gap/schema';
import { isSafeUsername } from './username.js';

const optionalName = z
  .string()
  .trim()
  .max(limits.personNameMax, messages.nameMax)
  .nullish()
  .transform((v) => (v ? v : null));

export const registerInput = z.object({
  // NFKC first: a full-width or ligature spelling is the same username as its plain form.
  username: z
    .string({ error: messages.usernameMin })
    .normalize('NFKC')
    .trim()
    .min(limits.usernameMin, messages.usernameMin)
    .max(limits.usernameMax, messages.usernameMax)
    .refine(isSafeUsername, messages.usernameInvalid),
  email: z
    .string({ error: messages.emailInvalid })
    .trim()
    .max(limits.emailMax, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid))
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: messages.passwordMin })
    .min(limits.passwordMin, messages.passwordMin)
    .max(limits.passwordMax, messages.passwordMax),
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  username: z.string({ error: messages.usernameRequired }).normalize('NFKC').trim().min(1, messages.usernameRequired).max(limits.usernameMax * 4, messages.invalidCredentials),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(limits.passwordMax * 4, messages.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The current password (checked, not validated for shape) and a new one under the registration rules. */
export const changePasswordInput = z.object({
  currentPassword: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
  newPassword: registerInput.shape.password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** "Sign out everywhere": API tokens are revoked too only when asked. */
export const signOutEverywhereInput = z.object({ revokeApiTokens: z.boolean({ error: 'revokeApiTokens must be true or false' }).default(false) });
