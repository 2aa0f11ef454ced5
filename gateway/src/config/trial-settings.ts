import { z } from 'zod';
import { optional } from './env-helpers.js';

/** Credits a new account may be given: a free trial, not a way to mint a stock of paid assessments. */
export const trialCreditsMax = 100;

export const trialEnvShape = {
  TRIAL_CREDITS: optional(
    z.coerce
      .number({ error: `must be a whole number from 0 to ${trialCreditsMax}` })
      .int(`must be a whole number from 0 to ${trialCreditsMax}`)
      .min(0, `must be a whole number from 0 to ${trialCreditsMax}`)
      .max(trialCreditsMax, `must be a whole number from 0 to ${trialCreditsMax}`),
  ).describe('Assessment credits granted once to each new account, shown as *Trial Credit* in Recent Usage (unset: 1, or 0 with NODE_ENV=production).'),
  TRIAL_EXAMPLE_PROJECT: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .describe('A new account gets the example project, prepared in the background: analysed, partly answered and assessed (with OPENAI_API_KEY set, its analysis runs on the model too).'),
};

type TrialEnv = z.infer<z.ZodObject<typeof trialEnvShape>>;

export interface TrialSettings {
  /** Credits granted at registration, once per account (0: none). */
  credits: number;
  /** A new account gets the example project. */
  exampleProject: boolean;
}

/**
 * What a new account receives. Production grants no credit unless TRIAL_CREDITS says so (a credit is worth $99
 * there); the embedded defaults grant one, so `npm start` shows the whole product.
 */
export function resolveTrialSettings(e: TrialEnv, isProduction: boolean): TrialSettings {
  return { credits: e.TRIAL_CREDITS ?? (isProduction ? 0 : 1), exampleProject: e.TRIAL_EXAMPLE_PROJECT === 'true' };
}
