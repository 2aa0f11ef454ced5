/** The query parameters Stripe adds to the return_url after a redirect-based payment (bank, 3-D Secure). */
export interface RedirectReturn {
  paymentIntentId: string;
  /** The intent's client secret; it must belong to the intent, or the link was not made by the provider. */
  clientSecret: string | null;
  /** What the provider said on the way back; the page asks the server before believing it. */
  redirectStatus: string | null;
  /** False when the client secret does not belong to the intent. */
  consistent: boolean;
}

/** The returning redirect in a /payment URL, or undefined when the page was opened to pay. */
export function readRedirectReturn(params: URLSearchParams): RedirectReturn | undefined {
  const paymentIntentId = params.get('payment_intent');
  if (!paymentIntentId) return undefined;
  const clientSecret = params.get('payment_intent_client_secret');
  return {
    paymentIntentId,
    clientSecret,
    redirectStatus: params.get('redirect_status'),
    consistent: clientSecret === null || clientSecret.startsWith(`${paymentIntentId}_secret_`),
  };
}

/** The URL the provider's redirect returns to: this page with the intent and its redirect status added. */
export function returnUrl(href: string, intent: { paymentIntentId: string; clientSecret: string }, redirectStatus: string): string {
  const url = new URL(href);
  url.searchParams.set('payment_intent', intent.paymentIntentId);
  url.searchParams.set('payment_intent_client_secret', intent.clientSecret);
  url.searchParams.set('redirect_status', redirectStatus);
  return url.toString();
}

/** Leaves the page for the bank and back (a full load, as with Stripe); a function so tests can observe it. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};
