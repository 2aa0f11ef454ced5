import { Alert, Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDollars, PageHeader } from '@gap/schema/web';
import { usePayDemoPayment } from '../api/use-payment-mutations';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { usePaymentIntent } from '../hooks/use-payment-intent';
import { resolveRequestedPackage } from '../lib/resolve-package';
import { DemoCardForm } from './demo-card-form';
import { OrderSummary } from './order-summary';
import { PaymentStatus } from './payment-status';
import { StripeCardForm } from './stripe-card-form';

/** Order summary and card payment for a credit package (SPEC 2, /payment). */
export function PaymentOverview() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { pkg, adjusted } = useMemo(() => resolveRequestedPackage(searchParams), [searchParams]);
  const { state: intentState, retry } = usePaymentIntent(pkg);
  const intent = intentState.status === 'ready' ? intentState.intent : undefined;
  const { phase, pay, retryConfirmation } = usePaymentFlow(intent);
  const [payDemoPayment] = usePayDemoPayment();
  // The server's price wins over the table once the intent exists (they agree unless a deploy is in flight).
  const amount = intent?.amount ?? pkg.priceCents / 100;
  const showForm = phase.name !== 'succeeded' && phase.name !== 'confirm-failed';

  return (
    <>
      <PageHeader title="Payment" description="Review your order and pay by card." />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <OrderSummary pkg={pkg} amount={amount} />
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Payment Details">
            {adjusted && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={`This link did not match our price list: you are buying the ${pkg.name} for ${formatDollars(pkg.priceCents / 100)}.`}
              />
            )}
            <div style={{ marginBottom: phase.name === 'idle' ? 0 : 16 }}>
              <PaymentStatus phase={phase} onRetryConfirmation={() => void retryConfirmation()} />
            </div>
            {intentState.status === 'loading' && <Skeleton active paragraph={{ rows: 5 }} aria-label="Preparing payment" />}
            {intentState.status === 'failed' && (
              // The error itself was toasted (SPEC 8); here only the way on, so it is not said twice.
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The payment form is not available.">
                <Button type="primary" onClick={retry}>
                  Try again
                </Button>
              </Empty>
            )}
            {intent && showForm && intent.provider === 'demo' && (
              <DemoCardForm
                amount={amount}
                paying={phase.name === 'paying'}
                onPay={(cardNumber) =>
                  void pay(async () => {
                    const { data } = await payDemoPayment({ variables: { paymentIntentId: intent.paymentIntentId, cardNumber } });
                    if (!data) throw new Error('No answer from the payment service');
                    return { status: data.payDemoPayment.status, message: data.payDemoPayment.message ?? undefined };
                  })
                }
                onCancel={() => navigate(paths.assessmentCredits)}
              />
            )}
            {intent && showForm && intent.provider === 'stripe' && intent.publishableKey && (
              <StripeCardForm
                publishableKey={intent.publishableKey}
                clientSecret={intent.clientSecret}
                amount={amount}
                paying={phase.name === 'paying'}
                onPay={(charge) => void pay(charge)}
                onCancel={() => navigate(paths.assessmentCredits)}
              />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
