import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Heading } from '@gap/schema/web';
import { StepNavigation } from './step-navigation';

interface AnalysisStepProps {
  /** The test-type selector, with the analysis run's controls and progress (owned by their features). */
  selector: ReactNode;
  testType: string | null;
  onPrevious: () => void;
  onNext: () => void;
  /** A run is active: next and back are locked (SPEC 2). */
  busy?: boolean;
}

/** AI Analysis step: choose the test type the AI answers from the uploaded documents. */
export function AnalysisStep({ selector, testType, onPrevious, onNext, busy }: AnalysisStepProps) {
  return (
    <>
      <Heading level={2} look={4} style={{ marginTop: 0 }}>
        AI Analysis
      </Heading>
      <Typography.Paragraph type="secondary">
        Choose the set of ISO 27001 control questions to assess. The AI reads your uploaded documents and answers each
        question it finds evidence for, citing the document and page; you answer the rest in the Manual Answers step.
      </Typography.Paragraph>
      {selector}
      <StepNavigation onBack={onPrevious} backDisabled={busy} nextLabel="Next: Manual Answers" onNext={onNext} nextDisabled={!testType || busy} />
    </>
  );
}
