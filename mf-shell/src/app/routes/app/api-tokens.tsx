import { ApiTokensPage } from '@/features/api-tokens/components/api-tokens-page';

/** /settings/api-tokens: the signed-in user's personal API tokens. */
export default function ApiTokensRoute() {
  return <ApiTokensPage />;
}
