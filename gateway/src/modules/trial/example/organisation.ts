/**
 * The fictitious organisation of the example project. Larkspur Ledger, its people and its policies are invented
 * for this product; any likeness to a real company is chance.
 */
export const exampleOrganisation = {
  name: 'Larkspur Ledger Ltd',
  projectName: 'Example: Larkspur Ledger ISMS',
  description:
    'An example project: a fictitious 48-person software company with four short policies written for this product, analysed by the AI, partly answered by hand and assessed. Explore it, export it, delete it when you are done.',
  scope:
    "Larkspur Ledger's cloud invoicing service for small businesses: its development, operation and support, the production environment in a public cloud region in London, the Bristol office and remote staff.",
  /** Shown as the project's target date. */
  targetDate: '2026-09-30',
} as const;
