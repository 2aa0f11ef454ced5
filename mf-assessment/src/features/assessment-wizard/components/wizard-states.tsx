import { Button, Card, Result, Skeleton } from 'antd';

export function WizardSkeleton() {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading project">
      <Skeleton active title paragraph={{ rows: 8 }} />
    </Card>
  );
}

/** A missing project, or another user's (the server answers 404 for both). */
export function ProjectNotFound({ onBackToProjects }: { onBackToProjects: () => void }) {
  return (
    <Result
      status="404"
      title="Project not found"
      subTitle="This project does not exist or you do not have access to it."
      extra={
        <Button type="primary" onClick={onBackToProjects}>
          Back to Projects
        </Button>
      }
    />
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
