import { Button, Card, Result, Skeleton } from 'antd';

export function WizardSkeleton() {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading project">
      <Skeleton active title paragraph={{ rows: 8 }} />
    </Card>
  );
}

export function ProjectLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="Error loading project"
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
