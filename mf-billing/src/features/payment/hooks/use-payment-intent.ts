import { useCallback, useEffect, useState } from 'react';
import { toasts } from '@gap/schema';
import type { CreatePaymentIntentMutation } from '@gap/schema/graphql';
import { graphQLErrorCode, serverMessageOf, useToast } from '@gap/schema/web';
import type { SoldPackage } from '@/lib/use-credit-packages';
import { useCreatePaymentIntent } from '../api/use-payment-mutations';

export type PaymentIntent = CreatePaymentIntentMutation['createPaymentIntent'];

export type PaymentIntentState =
  | { status: 'loading' }
  | { status: 'ready'; intent: PaymentIntent }
  | { status: 'failed'; reason: string | undefined };

/**
 * Creates the package's payment intent when the page opens (and again on retry). It sends `{amount, quantity}`
 * (SPEC 7) of the package the page resolved from its link, so a tampered link is charged the listed price; the
 * server prices from its own table and refuses a pair that is not on it.
 */
export function usePaymentIntent(pkg: SoldPackage | undefined) {
  const priceCents = pkg?.priceCents;
  const credits = pkg?.credits;
  const toast = useToast();
  const [createPaymentIntent] = useCreatePaymentIntent();
  const [state, setState] = useState<PaymentIntentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    // Nothing to buy yet (the packages load), or a redirect's return page, which never starts a second payment.
    if (priceCents === undefined || credits === undefined) return;
    createPaymentIntent({ variables: { input: { amount: priceCents / 100, quantity: credits } } }).then(
      ({ data }) => active && data && setState({ status: 'ready', intent: data.createPaymentIntent }),
      (error: unknown) => {
        if (!active) return;
        setState({ status: 'failed', reason: serverMessageOf(error) });
        // A refusal for the role (it changed meanwhile: only owners buy) says so; any other failure the SPEC's words.
        if (graphQLErrorCode(error) === 'FORBIDDEN') toast.failed(toasts.paymentInitFailed, error, toasts.paymentInitFailedDefault);
        else toast.error(toasts.paymentInitFailed, toasts.paymentInitFailedDefault);
      },
    );
    return () => {
      active = false;
    };
  }, [priceCents, credits, attempt, toast, createPaymentIntent]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
