import { LockOutlined } from '@ant-design/icons';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called (Stripe configured), not on import: demo mode
// fetches nothing from js.stripe.com, which the CSP allows only when Stripe is configured.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Button, Flex } from 'antd';
import { type FormEvent } from 'react';
import { formatDollars } from '@gap/schema/web';
import type { ChargeOutcome } from '../hooks/use-payment-flow';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  paying: boolean;
  onPay: (charge: () => Promise<ChargeOutcome>) => void;
  onCancel: () => void;
}

// One Stripe.js instance per key for the life of the page, as Stripe recommends.
const stripeInstances = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripeInstances.has(key)) stripeInstances.set(key, loadStripe(key));
  return stripeInstances.get(key)!;
};

/** Stripe's PaymentElement for the intent the server created (production payments). */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <StripeCardFields {...rest} />
    </Elements>
  );
}

function StripeCardFields({ amount, paying, onPay, onCancel }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();

  const charge = async (): Promise<ChargeOutcome> => {
    if (!stripe || !elements) return { status: 'requires_payment_method', message: 'The card form is still loading.' };
    // Cards that need no redirect (3-D Secure is shown in a modal) resolve here with the intent's status.
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (error) return { status: 'requires_payment_method', message: error.message };
    return { status: paymentIntent?.status ?? 'processing' };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onPay(charge);
  };

  return (
    <form onSubmit={onSubmit}>
      <PaymentElement />
      <Flex gap={12} style={{ marginTop: 24 }}>
        <Button type="primary" size="large" htmlType="submit" icon={<LockOutlined />} loading={paying} disabled={!stripe}>
          Pay {formatDollars(amount)}
        </Button>
        <Button size="large" onClick={onCancel} disabled={paying}>
          Cancel
        </Button>
      </Flex>
    </form>
  );
}
