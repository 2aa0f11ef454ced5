import { ApolloProvider } from '@apollo/client/react';
import { Alert, App as AntdApp, ConfigProvider, Flex, Layout, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { createBrowserRouter, Link, Navigate, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { brandTheme, type RemoteDefinition, remotes, toastConfig, tokenStorageKey } from '@gap/schema';
import { createApolloClient } from '../apollo/create-apollo-client';
import { setSessionEndedHandler } from '../session';

type RemoteName = RemoteDefinition['name'];

const routesOf = (remoteName: RemoteName) => remotes.find((remote) => remote.name === remoteName)?.routes ?? [];
const examplePath = (pattern: string) => pattern.replace(/:\w+/g, '1');

/** A bare frame around the remote for `npm run dev` on its own port: route links and a sign-in hint. */
function StandaloneFrame({ remoteName, children }: { remoteName: RemoteName; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // This page has no /login of its own: a rejected token brings the visitor back here, with the sign-in hint.
  useEffect(() => setSessionEndedHandler(() => navigate('/', { replace: true })), [navigate]);
  const routes = routesOf(remoteName);
  if (pathname === '/' && routes[0]) return <Navigate to={examplePath(routes[0])} replace />;
  const signedIn = Boolean(window.localStorage.getItem(tokenStorageKey));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 20, borderBottom: '1px solid #e5e7eb' }}>
        <Typography.Text strong>{remoteName} (standalone)</Typography.Text>
        <Flex gap={16} wrap>
          {routes.map((pattern) => (
            <Link key={pattern} to={examplePath(pattern)}>
              {examplePath(pattern)}
            </Link>
          ))}
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 32 }}>
        {!signedIn && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 24 }}
            title="Not signed in"
            description={`Sign in through the shell, or store a token from POST /api/auth/login under localStorage "${tokenStorageKey}" on this origin. This dev server proxies /api and /graphql to the gateway.`}
          />
        )}
        {children}
      </Layout.Content>
    </Layout>
  );
}

/** Providers the shell gives a remote in the product, recreated for its standalone dev page (`npm run dev -w mf-…`). */
export function StandaloneProvider({ remoteName, children }: { remoteName: RemoteName; children: ReactNode }) {
  const [client] = useState(createApolloClient);
  // A data router, as the shell's (screens may block a navigation with useBlocker); made once for the page.
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <StandaloneFrame remoteName={remoteName}>{children}</StandaloneFrame> }]),
  );
  return (
    <ConfigProvider theme={brandTheme}>
      <AntdApp notification={toastConfig}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
