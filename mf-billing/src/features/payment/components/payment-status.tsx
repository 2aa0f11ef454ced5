import { Alert, Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { limits, toasts } from '@gap/schema';
import { paths } from '@/config/paths';
import type { PaymentPhase } from '../hooks/use-payment-flow';

/** A payment method that settles later (bank debits, some redirects): the webhook adds the credits. */
export const paymentProcessingText = 'Your payment is processing; credits appear when it completes';

interface PaymentStatusProps {
  phase: PaymentPhase;
  onRetryConfirmation: () => void;
}

/** The outcome of a payment attempt: success with the pending redirect, or what went wrong. */
export function PaymentStatus({ phase, onRetryConfirmation }: PaymentStatusProps) {
  const navigate = useNavigate();
  switch (phase.name) {
    case 'succeeded':
      return (
        <Alert
          type="success"
          showIcon
          title={toasts.paymentSuccessful}
          description={
            <Flex vertical gap={4}>
              <Typography.Text>{toasts.paymentSuccessfulText(phase.credits)}</Typography.Text>
              <Typography.Text type="secondary">
                Taking you back to Assessment Credits in {limits.paymentRedirectMs / 1000} seconds.
              </Typography.Text>
            </Flex>
          }
          action={<Button onClick={() => navigate(paths.assessmentCredits)}>Go now</Button>}
        />
      );
    case 'processing':
      return (
        <Alert
          type="info"
          showIcon
          title="Payment Processing"
          description={paymentProcessingText}
          action={<Button onClick={() => navigate(paths.assessmentCredits)}>Back to Assessment Credits</Button>}
        />
      );
    case 'redirecting':
      return <Alert type="info" showIcon title="Taking you to your bank to approve the payment…" />;
    case 'payment-failed':
      return <Alert type="error" showIcon title={toasts.paymentError} description={phase.message} />;
    case 'confirm-failed':
      return (
        <Alert
          type="error"
          showIcon
          title={toasts.creditConfirmationFailed}
          description={toasts.creditConfirmationFailedDefault}
          action={<Button onClick={onRetryConfirmation}>Try again</Button>}
        />
      );
    default:
      return null;
  }
}
