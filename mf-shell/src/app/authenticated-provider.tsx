import type { ReactNode } from 'react';
import { AppApolloProvider } from '@/lib/apollo-provider';

/**
 * Providers of the authenticated area only (the public pages need no GraphQL). The antd ConfigProvider and App
 * of app/provider.tsx already cover this area and the remotes: the shell's per-component antd imports and the
 * shared 'antd' it provides are the same modules, so there is one theme and one toast stack.
 */
export function AuthenticatedProvider({ children }: { children: ReactNode }) {
  return <AppApolloProvider>{children}</AppApolloProvider>;
}
