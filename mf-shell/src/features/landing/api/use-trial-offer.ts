import { useEffect, useState } from 'react';
import type { TrialOfferQuery } from '@gap/schema/graphql';

export type TrialOffer = TrialOfferQuery['trialOffer'];

/**
 * What a new account receives, for the landing page; undefined while it loads or when it could not be read. The
 * public pages load no Apollo Client up front (lib/apollo.ts), so the client and the document are imported once the
 * page has rendered, for this one query (the client is the one sign-up then uses).
 */
export function useTrialOffer(): TrialOffer | undefined {
  const [offer, setOffer] = useState<TrialOffer>();
  useEffect(() => {
    let shown = true;
    Promise.all([import('@/lib/apollo'), import('@gap/schema/graphql')])
      .then(([{ getApolloClient }, { TrialOfferDocument }]) => getApolloClient().query({ query: TrialOfferDocument, fetchPolicy: 'network-only' }))
      .then(({ data }) => {
        if (shown && data) setOffer(data.trialOffer);
      })
      // The page then speaks of the trial without figures.
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  return offer;
}
