import { Button, Result } from 'antd';

export function TestSelectionRequired({ onGoToAnalysis }: { onGoToAnalysis: () => void }) {
  return (
    <Result
      status="warning"
      title="Test Selection Required"
      subTitle="Please select a test type before running AI analysis."
      extra={
        <Button type="primary" onClick={onGoToAnalysis}>
          Go to AI Analysis
        </Button>
      }
    />
  );
}
