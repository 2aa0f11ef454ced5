import { Button, Result } from 'antd';

/**
 * A missing project, or another user's (the server answers 404 for both): the wizard and the results page say so
 * and lead back to the projects, since trying again would only be refused again.
 */
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
