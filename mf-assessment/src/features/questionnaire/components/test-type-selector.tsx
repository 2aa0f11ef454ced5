import { Alert, Button, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '@gap/schema';
import { errorMessage, RoleGate, useToast } from '@gap/schema/web';
import { useProjectRoleAllows } from '@/lib/project-role';
import { useSetProjectTestType } from '../api/use-set-project-test-type';
import { useQuestionCount, useTestTypes } from '../api/use-test-types';

const selectId = 'questionnaire-test-type';

/** How many questions the chosen test type has (SPEC 7: "count shown"). */
function QuestionCount({ testType }: { testType: string }) {
  const { data, error } = useQuestionCount(testType);
  if (!data && !error) return <Typography.Text type="secondary">Counting questions…</Typography.Text>;
  if (!data) return <Typography.Text type="secondary">Question count unavailable</Typography.Text>;
  return <Typography.Text type="secondary">{data.questions.length === 1 ? '1 question' : `${data.questions.length} questions`}</Typography.Text>;
}

/**
 * The Analysis tab's test-type selector (SPEC 2). Choosing a type stores it on the project first, then reports it
 * through `onChange`; a failed save keeps the previous choice. `onSavingChange` tells whether a choice is being stored,
 * so that nothing acts on the previous type meanwhile (Start AI Analysis waits for it).
 */
export function TestTypeSelector({
  projectId,
  value,
  onChange,
  onSavingChange,
}: {
  projectId: string;
  value: string | null;
  onChange: (testType: string) => void;
  onSavingChange?: (saving: boolean) => void;
}) {
  const toast = useToast();
  const testTypes = useTestTypes();
  const [setProjectTestType] = useSetProjectTestType();
  const [pending, setPending] = useState<string | null>(null);
  const mayEdit = useProjectRoleAllows('editor');

  const choose = async (testType: string) => {
    setPending(testType);
    onSavingChange?.(true);
    try {
      await setProjectTestType({ variables: { projectId, testType } });
      onChange(testType);
    } catch (error) {
      toast.failed('Failed to save test type', error, (error as Error).message);
    } finally {
      setPending(null);
      onSavingChange?.(false);
    }
  };

  if (testTypes.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load test types"
        description={errorMessage(testTypes.error)}
        action={<Button onClick={() => void testTypes.refetch().catch(() => undefined)}>Retry</Button>}
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
        <RoleGate allowed={mayEdit} needed="editor" block>
          <Select
            id={selectId}
            placeholder="Select a test type"
            value={shown ?? undefined}
            loading={testTypes.loading || pending !== null}
            disabled={testTypes.loading || pending !== null}
            options={(testTypes.data?.testTypes ?? []).map((testType) => ({ value: testType, label: testType }))}
            onChange={(testType: string) => void choose(testType)}
          />
        </RoleGate>
      </Form.Item>
    </Form>
  );
}
