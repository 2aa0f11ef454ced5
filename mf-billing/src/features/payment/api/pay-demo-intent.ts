import { apiRequest } from '@/lib/api-client';

/** The demo provider's answer: 'succeeded', or 'requires_payment_method' with why the card was refused. */
export interface DemoPaymentResult {
  status: string;
  message?: string;
}

/** Charges the demo provider's test card network; nothing real is charged. */
export const payDemoIntent = (paymentIntentId: string, cardNumber: string): Promise<DemoPaymentResult> =>
  apiRequest<DemoPaymentResult>(`/api/payments/demo/${encodeURIComponent(paymentIntentId)}/pay`, {
    method: 'POST',
    body: { cardNumber },
  });
