import { creditPackages, findCreditPackage, type CreditPackage } from '@gap/schema';

export interface RequestedPackage {
  pkg: CreditPackage;
  /** The link's amount or quantity disagrees with the package: the page shows and charges the package's own. */
  adjusted: boolean;
}

const defaultPackage = creditPackages[0];

/**
 * The package a /payment link asks for: by `package` id, else by `quantity`; without either, the single
 * assessment (SPEC 5). Prices always come from the shared table, whatever `amount` says.
 */
export function resolveRequestedPackage(params: URLSearchParams): RequestedPackage {
  const id = params.get('package');
  const quantity = params.get('quantity');
  const amount = params.get('amount');
  const pkg =
    (id ? findCreditPackage(id) : undefined) ??
    (quantity ? creditPackages.find((p) => String(p.credits) === quantity) : undefined) ??
    defaultPackage;
  const adjusted =
    (id !== null && id !== pkg.id) ||
    (quantity !== null && quantity !== String(pkg.credits)) ||
    (amount !== null && Number(amount) * 100 !== pkg.priceCents);
  return { pkg, adjusted };
}
