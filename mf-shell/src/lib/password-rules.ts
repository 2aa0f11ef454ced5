import type { FormRule } from 'antd';
import { limits, messages } from '@gap/schema';

/** The rule for a new password, shown under the field before it is broken (registration and account settings). */
export const newPasswordHint = `${limits.passwordMin} to ${limits.passwordMax} characters.`;

/** A new password: SPEC's messages for the registration rules the gateway applies too. */
export const newPasswordRules: FormRule[] = [
  { required: true, message: messages.passwordMin },
  { min: limits.passwordMin, message: messages.passwordMin },
  { max: limits.passwordMax, message: messages.passwordMax },
];

/** The confirmation field: the same text as the password field named `field` (give `dependencies={[field]}` too). */
export const matchesPassword =
  (field: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if ((value ?? '') !== (getFieldValue(field) ?? '')) throw new Error(messages.passwordsDoNotMatch);
    },
  });
