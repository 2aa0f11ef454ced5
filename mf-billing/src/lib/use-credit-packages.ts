import { useQuery } from '@apollo/client/react';
import { CreditPackagesDocument, type CreditPackageFieldsFragment } from '@gap/schema/graphql';

/** A package as the server sells it: names and prices come from the server's table, never from this bundle. */
export type SoldPackage = CreditPackageFieldsFragment;

/** The packages on sale (public, cached for the page's life): a price change needs the server deployed alone. */
export const useCreditPackages = () => useQuery(CreditPackagesDocument);
