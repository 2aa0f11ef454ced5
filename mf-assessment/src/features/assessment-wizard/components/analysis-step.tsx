import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { StepNavigation } from './step-navigation';

interface AnalysisStepProps {
  /** The test-type selector (owned by the questionnaire feature). */
  selector: ReactNode;
  testType: string | null;
  onPrevious: () => void;
  onNext: () => void;
}

/** AI Analysis step: choose the test type the AI answers from the uploaded documents. */
export function AnalysisStep({ selector, testType, onPrevious, onNext }: AnalysisStepProps) {
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        AI Analysis
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Choose the set of ISO 27001 control questions to assess. The AI reads your uploaded documents and answers each
        question it finds evidence for, citing the document and page; you answer the rest in the Manual Answers step.
      </Typography.Paragraph>
      {selector}
      <StepNavigation onBack={onPrevious} nextLabel="Next: Manual Answers" onNext={onNext} nextDisabled={!testType} />
    </>
  );
}
