import { messages } from '@gap/schema';
import { Alert, App, Button, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { useQuestions } from '../api/get-questions';
import { useTestTypes } from '../api/get-test-types';
import { setProjectTestType } from '../api/set-project-test-type';

const selectId = 'questionnaire-test-type';

/** How many questions the chosen test type has (SPEC 7: "count shown"). */
function QuestionCount({ testType }: { testType: string }) {
  const { data, loading, error } = useQuestions(testType);
  if (loading) return <Typography.Text type="secondary">Counting questions…</Typography.Text>;
  if (error || !data) return <Typography.Text type="secondary">Question count unavailable</Typography.Text>;
  return <Typography.Text type="secondary">{data.length === 1 ? '1 question' : `${data.length} questions`}</Typography.Text>;
}

/**
 * The Analysis tab's test-type selector (SPEC 2). Choosing a type stores it on the project first, then reports it
 * through `onChange`; a failed save keeps the previous choice.
 */
export function TestTypeSelector({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value: string | null;
  onChange: (testType: string) => void;
}) {
  const { notification } = App.useApp();
  const testTypes = useTestTypes();
  const [pending, setPending] = useState<string | null>(null);

  const choose = async (testType: string) => {
    setPending(testType);
    try {
      await setProjectTestType(projectId, testType);
      onChange(testType);
    } catch (error) {
      notification.error({ title: 'Failed to save test type', description: serverMessageOr(error, (error as Error).message) });
    } finally {
      setPending(null);
    }
  };

  if (testTypes.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load test types"
        description={testTypes.error.message}
        action={<Button onClick={() => void testTypes.refetch()}>Retry</Button>}
      />
    );
  }

  const shown = pending ?? value;
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label="Test type"
        htmlFor={selectId}
        validateStatus={shown ? undefined : 'error'}
        help={shown ? undefined : messages.testTypeRequired}
        extra={shown ? <QuestionCount testType={shown} /> : undefined}
        style={{ marginBottom: 0, maxWidth: 560 }}
      >
        <Select
          id={selectId}
          placeholder="Select a test type"
          value={shown ?? undefined}
          loading={testTypes.loading || pending !== null}
          disabled={testTypes.loading || pending !== null}
          options={(testTypes.data ?? []).map((testType) => ({ value: testType, label: testType }))}
          onChange={(testType: string) => void choose(testType)}
        />
      </Form.Item>
    </Form>
  );
}
