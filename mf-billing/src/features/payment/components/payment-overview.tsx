import { Alert, Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { roleTooltip } from '@gap/schema';
import { errorMessage, formatDollars, PageHeader, RoleGate, serverMessageOf } from '@gap/schema/web';
import { paths } from '@/config/paths';
import { type SoldPackage, useCreditPackages } from '@/lib/use-credit-packages';
import { useCurrentWorkspace } from '@/lib/use-current-workspace';
import { usePayDemoPayment } from '../api/use-payment-mutations';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { usePaymentIntent } from '../hooks/use-payment-intent';
import { browser, readRedirectReturn, returnUrl } from '../lib/redirect-return';
import { resolveRequestedPackage } from '../lib/resolve-package';
import { DemoCardForm } from './demo-card-form';
import { OrderSummary } from './order-summary';
import { PaymentReturn } from './payment-return';
import { PaymentStatus } from './payment-status';
import { StripeCardForm } from './stripe-card-form';

/**
 * Order summary and card payment for a credit package (SPEC 2, /payment), priced from the server's packages.
 * Opened by the bank's redirect (payment_intent in the URL), it shows that payment's outcome instead of a form.
 */
export function PaymentOverview() {
  const [searchParams] = useSearchParams();
  const returned = useMemo(() => readRedirectReturn(searchParams), [searchParams]);
  const { data, loading, error, refetch } = useCreditPackages();
  const requested = useMemo(() => (data ? resolveRequestedPackage(searchParams, data.creditPackages) : undefined), [data, searchParams]);
  const workspace = useCurrentWorkspace();

  if (!data || (workspace.loading && !returned)) {
    return (
      <PaymentLayout pkg={undefined} amount={0}>
        {error && !loading ? (
          <Alert
            type="error"
            showIcon
            title="Could not load the credit packages"
            description={serverMessageOf(error) ?? errorMessage(error)}
            action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}
          />
        ) : (
          <div role="status" aria-label="Loading the package">
            <Skeleton active paragraph={{ rows: 5 }} />
          </div>
        )}
      </PaymentLayout>
    );
  }
  if (returned) {
    const pkg = requested?.pkg;
    return (
      <PaymentLayout pkg={pkg} amount={pkg ? pkg.priceCents / 100 : 0}>
        <PaymentReturn returned={returned} pkg={pkg} />
      </PaymentLayout>
    );
  }
  if (!requested) {
    return (
      <PaymentLayout pkg={undefined} amount={0}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No credit packages are on sale at the moment." />
      </PaymentLayout>
    );
  }
  // Only a workspace's owners buy its credits: the others see the order, and why they cannot pay (no payment starts).
  if (!workspace.mayBuy) {
    const amount = requested.pkg.priceCents / 100;
    return (
      <PaymentLayout pkg={requested.pkg} amount={amount}>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`Credits of ${workspace.workspace?.name ?? 'this workspace'} are bought by its owners.`} description={roleTooltip('owner')} />
        <RoleGate allowed={false} needed="owner" block>
          <Button type="primary" block>
            Pay {formatDollars(amount)}
          </Button>
        </RoleGate>
      </PaymentLayout>
    );
  }
  return <PaymentCheckout pkg={requested.pkg} adjusted={requested.adjusted} />;
}

function PaymentLayout({ pkg, amount, children }: { pkg: SoldPackage | undefined; amount: number; children: ReactNode }) {
  return (
    <>
      <PageHeader title="Payment" description="Review your order and pay by card." />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          {pkg ? <OrderSummary pkg={pkg} amount={amount} /> : <Card title="Order Summary"><Skeleton active aria-label="Loading the order" /></Card>}
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Payment Details">{children}</Card>
        </Col>
      </Row>
    </>
  );
}

/** A new payment: the checkout's intent (reused by the server across visits), then the provider's card form. */
function PaymentCheckout({ pkg, adjusted }: { pkg: SoldPackage; adjusted: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { state: intentState, retry } = usePaymentIntent(pkg);
  const intent = intentState.status === 'ready' ? intentState.intent : undefined;
  const { phase, pay, retryConfirmation } = usePaymentFlow(intent);
  const [payDemoPayment] = usePayDemoPayment();
  // The server's price wins over the listed one once the intent exists (they agree unless a price changed meanwhile).
  const amount = intent?.amount ?? pkg.priceCents / 100;
  const showForm = phase.name !== 'succeeded' && phase.name !== 'confirm-failed' && phase.name !== 'processing' && phase.name !== 'redirecting';

  return (
    <PaymentLayout pkg={pkg} amount={amount}>
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
              const { status, message, redirectStatus } = data.payDemoPayment;
              // Like a bank's redirect: the page is left and loaded again with the intent in its URL.
              if (status === 'requires_action' && redirectStatus) browser.assign(returnUrl(`${window.location.origin}${location.pathname}${location.search}`, intent, redirectStatus));
              return { status, message: message ?? undefined };
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
    </PaymentLayout>
  );
}
