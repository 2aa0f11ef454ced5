import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { limits, toasts } from '@gap/schema';
import { serverMessageOf } from '@gap/schema/web';
import { paths } from '@/config/paths';
import { useConfirmCreditPurchase } from '../api/use-payment-mutations';
import type { PaymentIntent } from './use-payment-intent';

/** What the card provider answered: 'succeeded' or why not. */
export interface ChargeOutcome {
  status: string;
  message?: string;
}

export type PaymentPhase =
  | { name: 'idle' }
  | { name: 'paying' }
  /** Left for the bank (a redirect-based method): the page comes back with the intent in its URL. */
  | { name: 'redirecting' }
  /** Paid with a method that settles later: the webhook adds the credits when it completes. */
  | { name: 'processing' }
  | { name: 'payment-failed'; message: string }
  | { name: 'confirm-failed' }
  | { name: 'succeeded'; credits: number };

/**
 * SPEC 4 Payment: charge with the provider; when it reports succeeded, confirm the purchase with the server;
 * on success go back to the credits screen after 3 seconds. One request in flight at a time.
 */
/** What a confirmation needs of an intent (the one just paid, or the one a redirect returned with). */
type PaidIntent = Pick<PaymentIntent, 'paymentIntentId' | 'quantity'>;

export function usePaymentFlow(intent: PaidIntent | undefined) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<PaymentPhase>({ name: 'idle' });
  const inFlight = useRef(false);
  const [confirmCreditPurchase] = useConfirmCreditPurchase();

  const confirm = useCallback(async (paid: PaidIntent) => {
    try {
      const { data } = await confirmCreditPurchase({ variables: { input: { paymentIntentId: paid.paymentIntentId, quantity: paid.quantity } } });
      setPhase(data ? { name: 'succeeded', credits: data.confirmCreditPurchase.purchase.quantity } : { name: 'confirm-failed' });
    } catch {
      setPhase({ name: 'confirm-failed' });
    }
  }, [confirmCreditPurchase]);

  const run = useCallback(async (step: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase({ name: 'paying' });
    try {
      await step();
    } finally {
      inFlight.current = false;
    }
  }, []);

  /** Charges the card through `charge` (the demo form's or Stripe's), then confirms the credits. */
  const pay = useCallback(
    (charge: () => Promise<ChargeOutcome>) =>
      run(async () => {
        if (!intent) return;
        let outcome: ChargeOutcome;
        try {
          outcome = await charge();
        } catch (error) {
          setPhase({ name: 'payment-failed', message: serverMessageOf(error) ?? toasts.paymentErrorDefault });
          return;
        }
        if (outcome.status === 'processing') {
          setPhase({ name: 'processing' });
          return;
        }
        if (outcome.status === 'requires_action') {
          setPhase({ name: 'redirecting' });
          return;
        }
        if (outcome.status !== 'succeeded') {
          setPhase({ name: 'payment-failed', message: outcome.message ?? toasts.paymentErrorDefault });
          return;
        }
        await confirm(intent);
      }),
    [intent, run, confirm],
  );

  /** Shows where a returning redirect's intent stands; a succeeded one is confirmed like a card payment. */
  const settleReturned = useCallback(
    (outcome: { outcome: string; message: string | null }) =>
      run(async () => {
        if (outcome.outcome === 'processing') setPhase({ name: 'processing' });
        else if (outcome.outcome !== 'succeeded') setPhase({ name: 'payment-failed', message: outcome.message ?? toasts.paymentErrorDefault });
        else if (intent) await confirm(intent);
      }),
    [intent, run, confirm],
  );

  /** After a failed confirmation: the card was charged, so only the confirmation is repeated. */
  const retryConfirmation = useCallback(
    () =>
      run(async () => {
        if (intent) await confirm(intent);
      }),
    [intent, run, confirm],
  );

  useEffect(() => {
    if (phase.name !== 'succeeded') return;
    const timer = setTimeout(() => navigate(paths.assessmentCredits), limits.paymentRedirectMs);
    return () => clearTimeout(timer);
  }, [phase.name, navigate]);

  return { phase, pay, retryConfirmation, settleReturned };
}
