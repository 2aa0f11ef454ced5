import { useQuery } from '@apollo/client/react';
import { PaymentIntentStatusDocument } from '@gap/schema/graphql';

/** Where a returning redirect's intent stands, asked fresh from the server (never from the cache). */
export const usePaymentIntentStatus = (paymentIntentId: string, skip: boolean) =>
  useQuery(PaymentIntentStatusDocument, { variables: { paymentIntentId }, skip, fetchPolicy: 'network-only' });
