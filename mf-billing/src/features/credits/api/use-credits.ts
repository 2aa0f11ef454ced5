import { useQuery } from '@apollo/client/react';
import { CreditsDocument } from '@gap/schema/graphql';

/** The available credits and the purchases, newest first (cached; a confirmed purchase evicts it). */
export const useCredits = () => useQuery(CreditsDocument);
