import { App, Button, Card, Flex, Typography } from 'antd';
import { palette } from '@gap/schema';
import { useToast } from '@gap/schema/web';
import { useClearKnowledge } from '../api/use-clear-knowledge';
import { knowledgeText } from '../knowledge-messages';

/** SPEC 5: clearing everything asks for confirmation first. */
export function DangerZone({ onCleared }: { onCleared: () => void }) {
  const { modal } = App.useApp();
  const toast = useToast();
  const [clear, { loading }] = useClearKnowledge();

  const confirm = () =>
    modal.confirm({
      title: 'Clear Knowledge Base',
      content: knowledgeText.clearConfirm,
      okText: 'Clear All',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // Destructive: Cancel has the focus, so Enter or Space from the keyboard clears nothing.
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await clear();
          toast.success(knowledgeText.cleared, knowledgeText.clearedText);
          onCleared();
        } catch (error) {
          toast.failed(knowledgeText.clearFailed, error, knowledgeText.clearFailedDefault);
        }
      },
    });

  return (
    <Card title={<Typography.Text type="danger">Danger Zone</Typography.Text>} style={{ borderColor: palette.dangerTint }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>
          <Typography.Text strong>Clear all knowledge base content</Typography.Text>
          <br />
          <Typography.Text type="secondary">Removes every crawled page and uploaded file. Findings no longer cite them.</Typography.Text>
        </div>
        <Button danger onClick={confirm} loading={loading}>
          Clear Knowledge Base
        </Button>
      </Flex>
    </Card>
  );
}
