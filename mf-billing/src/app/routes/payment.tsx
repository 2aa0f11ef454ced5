import { PaymentOverview } from '@/features/payment/components/payment-overview';

export function PaymentRoute() {
  return <PaymentOverview />;
}
