import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { prefetchRemotesManifest } from '@/lib/remotes';
import { AppProvider } from './provider';
import { AppRouter } from './router';

prefetchRemotesManifest();

/**
 * A data router with one splat route around the shell's and the remotes' <Routes>: it is what lets a screen
 * block a navigation (useBlocker) while work is unsaved, whether the sidebar, a link or the back button leaves.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRouter /> }]);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
