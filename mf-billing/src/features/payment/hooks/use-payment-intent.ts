import { type CreditPackageId, toasts } from '@gap/schema';
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { serverMessageOf } from '@/lib/api-client';
import { createPaymentIntent, type PaymentIntent } from '../api/create-payment-intent';

export type PaymentIntentState =
  | { status: 'loading' }
  | { status: 'ready'; intent: PaymentIntent }
  | { status: 'failed'; reason: string | undefined };

/** Creates the package's payment intent when the page opens (and again on retry). */
export function usePaymentIntent(packageId: CreditPackageId) {
  const { notification } = App.useApp();
  const [state, setState] = useState<PaymentIntentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    createPaymentIntent(packageId).then(
      (intent) => active && setState({ status: 'ready', intent }),
      (error: unknown) => {
        if (!active) return;
        setState({ status: 'failed', reason: serverMessageOf(error) });
        notification.error({ title: toasts.paymentInitFailed, description: toasts.paymentInitFailedDefault });
      },
    );
    return () => {
      active = false;
    };
  }, [packageId, attempt, notification]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
