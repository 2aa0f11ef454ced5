import type { SoldPackage } from '@/lib/use-credit-packages';

export interface RequestedPackage {
  pkg: SoldPackage;
  /** The link's amount or quantity disagrees with the package: the page shows and charges the package's own. */
  adjusted: boolean;
}

/**
 * The package a /payment link asks for among those the server sells: by `package` id, else by `quantity`;
 * without either, the first (the single assessment, SPEC 5). Prices always come from the server, whatever
 * `amount` says.
 */
export function resolveRequestedPackage(params: URLSearchParams, packages: readonly SoldPackage[]): RequestedPackage | undefined {
  const id = params.get('package');
  const quantity = params.get('quantity');
  const amount = params.get('amount');
  const pkg =
    (id ? packages.find((p) => p.id === id) : undefined) ??
    (quantity ? packages.find((p) => String(p.credits) === quantity) : undefined) ??
    packages[0];
  if (!pkg) return undefined;
  const adjusted =
    (id !== null && id !== pkg.id) ||
    (quantity !== null && quantity !== String(pkg.credits)) ||
    (amount !== null && Number(amount) * 100 !== pkg.priceCents);
  return { pkg, adjusted };
}
