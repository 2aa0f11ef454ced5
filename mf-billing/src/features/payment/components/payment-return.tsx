import { Alert, Button, Flex, Skeleton } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toasts } from '@gap/schema';
import { errorMessage, serverMessageOf } from '@gap/schema/web';
import { paths } from '@/config/paths';
import type { SoldPackage } from '@/lib/use-credit-packages';
import { usePaymentIntentStatus } from '../api/use-payment-intent-status';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import type { RedirectReturn } from '../lib/redirect-return';
import { PaymentStatus } from './payment-status';

interface PaymentReturnProps {
  returned: RedirectReturn;
  /** The package the intent pays for, once known (for "Try again"). */
  pkg: SoldPackage | undefined;
}

/**
 * The payment page after the bank's redirect: asks the server where the intent stands and shows it (succeeded and
 * confirmed, processing, or failed). It never shows a card form, so the same checkout cannot be paid twice here.
 */
export function PaymentReturn({ returned, pkg }: PaymentReturnProps) {
  const navigate = useNavigate();
  const { data, loading, error } = usePaymentIntentStatus(returned.paymentIntentId, !returned.consistent);
  const status = data?.paymentIntentStatus;
  const paid = useMemo(() => (status ? { paymentIntentId: status.paymentIntentId, quantity: status.quantity } : undefined), [status]);
  const { phase, retryConfirmation, settleReturned } = usePaymentFlow(paid);
  const settled = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!status || settled.current === status.paymentIntentId) return;
    settled.current = status.paymentIntentId;
    void settleReturned(status);
  }, [status, settleReturned]);

  const back = (
    <Button onClick={() => navigate(paths.assessmentCredits)}>Back to Assessment Credits</Button>
  );
  if (!returned.consistent || (error && !status)) {
    const message = returned.consistent && error ? (serverMessageOf(error) ?? errorMessage(error)) : 'This payment link is not valid.';
    return <Alert type="error" showIcon title={toasts.paymentError} description={message} action={back} />;
  }
  if (loading || !status || phase.name === 'idle') {
    return (
      <div role="status" aria-label="Checking your payment">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return (
    <Flex vertical gap={16}>
      <PaymentStatus phase={phase} onRetryConfirmation={() => void retryConfirmation()} />
      {phase.name === 'payment-failed' && (
        <Flex gap={12} wrap>
          {pkg && (
            <Button type="primary" onClick={() => navigate(paths.packagePayment(pkg))}>
              Try again
            </Button>
          )}
          {back}
        </Flex>
      )}
    </Flex>
  );
}
