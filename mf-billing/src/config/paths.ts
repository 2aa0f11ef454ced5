/** Routes this remote links to; its own patterns are mf_billing's routes in @gap/schema. */
export const paths = {
  login: '/login',
  assessmentCredits: '/assessment-credits',
  payment: '/payment',
  /** SPEC 2: /payment?package={id}&amount={price}&quantity={credits}. */
  packagePayment: (pkg: { id: string; priceCents: number; credits: number }) => `/payment?package=${pkg.id}&amount=${pkg.priceCents / 100}&quantity=${pkg.credits}`,
} as const;

/** Where the enterprise-pricing link writes to. */
export const enterpriseSalesEmail = 'sales@example.com';
