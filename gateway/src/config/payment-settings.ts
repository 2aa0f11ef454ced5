import { z } from 'zod';

/** An empty variable counts as unset, so deployments can pass optional variables through unconditionally. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const paymentEnvShape = {
  PAYMENT_PROVIDER: optional(z.enum(['demo', 'stripe'])).describe(
    'Unset: Stripe when STRIPE_SECRET_KEY is set, else the demo provider (labelled as demo, no real charge; it behaves like Stripe\'s test cards). With NODE_ENV=production the demo runs only when this says `demo`, and `demo` beside Stripe keys is refused.',
  ),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')).describe(
    'Stripe\'s secret (or restricted) key, `sk_test_…` or `sk_live_…`: payments by card through Stripe.',
  ),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)')).describe(
    'Stripe\'s publishable key for the browser\'s card form, `pk_test_…` or `pk_live_…`, in the same mode as the secret key; required with Stripe.',
  ),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_...)')).describe(
    'The signing secret of Stripe\'s webhook (`whsec_…`), required with Stripe in production: without webhooks a payment whose browser closes before confirming is never credited.',
  ),
  STRIPE_API_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })).describe(
    'Tests only, refused with NODE_ENV=production: another address for Stripe\'s API (a local fake of it).',
  ),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentEnvShape>>;

export type PaymentSettings =
  | { provider: 'demo' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret?: string; apiBaseUrl?: URL };

/**
 * Chooses the payment provider once: Stripe when a secret key is set (or PAYMENT_PROVIDER=stripe), the
 * embedded demo provider otherwise. Production never falls back to the demo silently: it must be asked for.
 */
export function resolvePaymentSettings(e: PaymentEnv, isProduction: boolean): { settings: PaymentSettings; problems: string[] } {
  const problems: string[] = [];
  const provider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
  if (provider === 'demo') {
    if (isProduction && e.PAYMENT_PROVIDER !== 'demo') {
      problems.push('STRIPE_SECRET_KEY: required when NODE_ENV=production (or set PAYMENT_PROVIDER=demo to run the demo provider, which takes no real payment)');
    }
    // Keys given and the demo asked for: one of the two is a mistake, and the demo would grant credits for nothing.
    if (isProduction && e.PAYMENT_PROVIDER === 'demo' && e.STRIPE_SECRET_KEY) {
      problems.push('PAYMENT_PROVIDER: demo conflicts with STRIPE_SECRET_KEY when NODE_ENV=production (unset PAYMENT_PROVIDER to take payments with Stripe, or remove the Stripe keys to run the demo)');
    }
    return { settings: { provider: 'demo' }, problems };
  }
  if (!e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
  // The browser's card form cannot work without the publishable key.
  if (!e.STRIPE_PUBLISHABLE_KEY) problems.push('STRIPE_PUBLISHABLE_KEY: required with the Stripe provider');
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && modeOf(e.STRIPE_SECRET_KEY) !== modeOf(e.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('STRIPE_PUBLISHABLE_KEY: test and live keys are mixed with STRIPE_SECRET_KEY');
  }
  // Without webhooks a payment whose browser closes before confirming is never credited.
  if (isProduction && !e.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required when NODE_ENV=production');
  // Pointing the client elsewhere is for tests against a local fake; in production it could fake payments.
  if (isProduction && e.STRIPE_API_BASE_URL) problems.push('STRIPE_API_BASE_URL: not allowed when NODE_ENV=production');
  return {
    settings: {
      provider: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY ?? '',
      publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBaseUrl: e.STRIPE_API_BASE_URL ? new URL(e.STRIPE_API_BASE_URL) : undefined,
    },
    problems,
  };
}

const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');
