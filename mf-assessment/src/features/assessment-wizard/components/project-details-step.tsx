import { Descriptions, Grid, Typography } from 'antd';
import type { ProjectQuery } from '@gap/schema/graphql';
import { formatDate } from '@gap/schema/web';
import { StepNavigation } from './step-navigation';

const textOrDash = (text: string) =>
  text ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>;

/** Details step: the project, read-only (SPEC 2). */
export function ProjectDetailsStep({ project, onBackToProjects, onNext }: { project: ProjectQuery['project']; onBackToProjects: () => void; onNext: () => void }) {
  // On a phone each label sits above its value: side by side, the value would be a few letters wide.
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <>
      <Descriptions
        bordered
        column={1}
        size={phone ? 'small' : 'middle'}
        layout={phone ? 'vertical' : 'horizontal'}
        styles={phone ? undefined : { label: { width: 220 } }}
        items={[
          { key: 'name', label: 'Project Name', children: project.name },
          { key: 'description', label: 'Description', children: textOrDash(project.description) },
          { key: 'scope', label: 'Scope', children: textOrDash(project.scope) },
          { key: 'created', label: 'Created', children: formatDate(project.createdAt) },
          { key: 'target', label: 'Target Completion Date', children: project.targetDate ? formatDate(project.targetDate) : 'Not specified' },
        ]}
      />
      <StepNavigation backLabel="Back to Projects" onBack={onBackToProjects} nextLabel="Next: Documents" onNext={onNext} />
    </>
  );
}
