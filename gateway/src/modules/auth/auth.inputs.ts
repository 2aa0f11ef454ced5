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
