import { ConfigProvider, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { useAnalysisRun } from '../hooks/use-analysis-run';
import { AnalysisControls } from './analysis-controls';
import { AnalysisProgress } from './analysis-progress';

interface AnalysisPanelProps {
  /** The test-type selector (owned by the questionnaire feature); locked while a run is active. */
  selector: ReactNode;
  testType: string | null;
  analysis: ReturnType<typeof useAnalysisRun>;
  /** Whether the project has a document with extracted text (undefined while its documents load). */
  readable?: boolean;
}

/** The Analysis tab's body: test type, Start AI Analysis with the runs left, Cancel, and the live progress panel. */
export function AnalysisPanel({ selector, testType, analysis, readable = true }: AnalysisPanelProps) {
  return (
    <Flex vertical gap={16}>
      <ConfigProvider componentDisabled={analysis.busy}>{selector}</ConfigProvider>
      <AnalysisControls
        phase={analysis.phase}
        testType={testType}
        allowance={analysis.allowance}
        readable={readable}
        onStart={() => testType && void analysis.start(testType)}
        onCancel={() => void analysis.cancel()}
      />
      <AnalysisProgress run={analysis.run} starting={analysis.phase === 'starting'} />
    </Flex>
  );
}
