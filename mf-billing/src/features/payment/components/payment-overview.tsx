import { PageHeader } from '@/components/page-header';

/** Order summary and card payment for a credit package (SPEC 2, /payment). */
export function PaymentOverview() {
  return <PageHeader title="Payment" description="Review your order and pay by card." />;
}
