import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteDefinition } from '@gap/schema';
import { loadRemoteApp } from '@/lib/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

const sectionLabels: Record<RemoteDefinition['name'], string> = {
  mf_assessment: 'Projects',
  mf_billing: 'Assessment Credits',
  mf_knowledge: 'Knowledge Base',
};

function RemoteSkeleton() {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading section">
      <Skeleton active title paragraph={{ rows: 6 }} />
    </Card>
  );
}

/** Loads a remote's App when its route is first visited; each retry builds a fresh lazy component. */
export function RemoteApp({ remote }: { remote: RemoteDefinition }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = useMemo(() => lazy(() => loadRemoteApp(remote.name, attempt > 0)), [remote.name, attempt]);

  return (
    <RemoteErrorBoundary key={attempt} label={sectionLabels[remote.name]} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RemoteSkeleton />}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
