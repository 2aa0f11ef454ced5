import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import type { AiEngineStatus_StatusFragment } from '@gap/schema/graphql';
import { errorMessage, formatDate, serverMessageOr, useToast } from '@gap/schema/web';
import { useAiEngineStatus, useCheckAiModel } from '../api/use-ai-engine-status';

const statusTags: Record<string, { color: string; label: string }> = {
  ok: { color: 'success', label: 'Working' },
  refused: { color: 'error', label: 'Refused' },
  unavailable: { color: 'warning', label: 'Unavailable' },
  checking: { color: 'processing', label: 'Checking' },
  none: { color: 'default', label: 'Built-in' },
};

/** What the status means for the person's runs, in words an administrator acts on. */
const consequences: Record<string, string> = {
  refused: 'Analysis runs fail until the OpenAI settings (key, model, parameters) are corrected.',
  unavailable: 'The model did not answer: runs fall back to the offline engine while it stays unavailable.',
};

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function Details({ status }: { status: AiEngineStatus_StatusFragment }) {
  if (status.engine !== 'openai') {
    return <Typography.Text type="secondary">The offline evidence engine answers from the sentences of your own documents; no AI model is configured, so there is nothing to check.</Typography.Text>;
  }
  const consequence = consequences[status.status];
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        Model <Typography.Text code>{status.model}</Typography.Text> at <Typography.Text code>{status.provider}</Typography.Text>
      </Typography.Text>
      <Typography.Text type="secondary">
        {status.checkedAt ? `Last checked ${formatDate(status.checkedAt)} at ${timeFormat.format(new Date(status.checkedAt))}` : 'Not checked yet'}
      </Typography.Text>
      {consequence && <Alert type={status.status === 'refused' ? 'error' : 'warning'} showIcon title={consequence} description={status.message ?? undefined} />}
    </Flex>
  );
}

/**
 * The knowledge page's view of the AI engine (administrators): the configured model, whether its last check
 * passed (as /readyz reports it), and a button to check it again after the settings or the provider changed.
 */
export function AiEngineStatus() {
  const toast = useToast();
  const { data, error, refetch } = useAiEngineStatus();
  const [check, { loading: checking }] = useCheckAiModel();
  const status = data?.aiEngineStatus;
  const tag = status ? (statusTags[status.status] ?? { color: 'default', label: status.status }) : undefined;

  const checkAgain = async () => {
    try {
      const { data: checked } = await check();
      if (checked?.checkAiModel.status === 'ok') toast.success('The AI model answered');
    } catch (failure) {
      toast.error('Error', serverMessageOr(failure, 'The AI model could not be checked'));
    }
  };

  return (
    <Card
      size="small"
      title="AI Engine"
      style={{ marginBottom: 16 }}
      extra={
        <Flex gap={8} align="center">
          {tag && <Tag color={tag.color}>{tag.label}</Tag>}
          {status?.engine === 'openai' && (
            <Button size="small" icon={<ReloadOutlined />} loading={checking} onClick={() => void checkAgain()}>
              Check again
            </Button>
          )}
        </Flex>
      }
    >
      {error && !status ? (
        <Alert type="error" showIcon title="The AI engine's status could not be loaded" description={errorMessage(error)} action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>} />
      ) : status ? (
        <Details status={status} />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}
