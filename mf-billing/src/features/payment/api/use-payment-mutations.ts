import { useMutation } from '@apollo/client/react';
import { ConfirmCreditPurchaseDocument, CreatePaymentIntentDocument, PayDemoPaymentDocument } from '@gap/schema/graphql';
import { evictRootFields } from '@gap/schema/web';

/** Starts buying a package: the server prices it. */
export const useCreatePaymentIntent = () => useMutation(CreatePaymentIntentDocument);

/** Charges the demo provider's test card network; nothing real is charged. */
export const usePayDemoPayment = () => useMutation(PayDemoPaymentDocument);

/** Credits a succeeded payment; the balance (credits screen, dashboard) is fetched again. */
export const useConfirmCreditPurchase = () =>
  useMutation(ConfirmCreditPurchaseDocument, { update: (cache) => evictRootFields(cache, ['credits']) });
