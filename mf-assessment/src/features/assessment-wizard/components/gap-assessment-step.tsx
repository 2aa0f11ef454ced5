import { Alert, Typography } from 'antd';
import { StepNavigation } from './step-navigation';

/** Gap Assessment step: explains the paid assessment; running it arrives with a later issue. */
export function GapAssessmentStep({ onPrevious }: { onPrevious: () => void }) {
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Gap Assessment
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Once every question is answered, the gap assessment scores each answer against what a mature ISO 27001
        implementation shows and writes findings with a risk level (high, medium, low), compliance and
        recommendations. Running it costs one assessment credit.
      </Typography.Paragraph>
      <Alert type="info" showIcon title="Running the gap assessment from this step is not available yet." />
      <StepNavigation onBack={onPrevious} />
    </>
  );
}
