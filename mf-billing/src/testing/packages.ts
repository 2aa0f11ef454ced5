import type { SoldPackage } from '@/lib/use-credit-packages';
import type { OperationAnswer } from './test-utils';

const pkg = (id: string, name: string, credits: number, price: number, savingsPercent: number, popular: boolean): SoldPackage => ({
  id,
  name,
  credits,
  price,
  priceCents: price * 100,
  currency: 'usd',
  savingsPercent,
  popular,
});

/** The packages as the gateway sells them today (SPEC 9). */
export const soldPackages: SoldPackage[] = [
  pkg('single', 'Single Assessment', 1, 99, 0, false),
  pkg('five_pack', '5-Pack', 5, 399, 20, true),
  pkg('ten_pack', '10-Pack', 10, 749, 25, false),
];

/** The creditPackages answer for these packages (the server's own table by default). */
export const packagesAnswer = (packages: SoldPackage[] = soldPackages): OperationAnswer => ({
  data: { creditPackages: packages.map((p) => ({ __typename: 'CreditPackage', ...p })) },
});
