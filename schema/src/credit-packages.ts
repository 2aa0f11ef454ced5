/** The one package table: the server charges these prices, the clients display them. */
export type CreditPackageId = 'single' | 'five_pack' | 'ten_pack';

export interface CreditPackage {
  id: CreditPackageId;
  name: string;
  credits: number;
  priceCents: number;
  currency: 'usd';
  savingsPercent: number;
  popular: boolean;
}

export const creditPackages: readonly CreditPackage[] = [
  { id: 'single', name: 'Single Assessment', credits: 1, priceCents: 9900, currency: 'usd', savingsPercent: 0, popular: false },
  { id: 'five_pack', name: '5-Pack', credits: 5, priceCents: 39900, currency: 'usd', savingsPercent: 20, popular: true },
  { id: 'ten_pack', name: '10-Pack', credits: 10, priceCents: 74900, currency: 'usd', savingsPercent: 25, popular: false },
];

/** Analysis runs a project may start per credit spent on it (SPEC 9: each credit covers up to 5 analysis reruns). */
export const runsPerCredit = 5;

export const findCreditPackage = (id: string): CreditPackage | undefined =>
  creditPackages.find((pkg) => pkg.id === id);
