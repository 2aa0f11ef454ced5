import { prefetchRemotesManifest } from '@/lib/remotes';
import { AppProvider } from './provider';
import { AppRouter } from './router';

prefetchRemotesManifest();

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
