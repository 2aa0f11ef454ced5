import type { CreditPackage } from '@gap/schema';

/** Routes this remote links to; its own patterns are mf_billing's routes in @gap/schema. */
export const paths = {
  login: '/login',
  assessmentCredits: '/assessment-credits',
  payment: '/payment',
  /** SPEC 2: /payment?package={id}&amount={price}&quantity={credits}. */
  packagePayment: (pkg: CreditPackage) => `/payment?package=${pkg.id}&amount=${pkg.priceCents / 100}&quantity=${pkg.credits}`,
} as const;

/** Where the enterprise-pricing link writes to. */
export const enterpriseSalesEmail = 'sales@example.com';
