import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Typography } from 'antd';
import { useProjectRoleAllows } from '@/lib/project-role';

const moving: [keys: string[], action: string][] = [
  [['j', '↓'], 'Next question'],
  [['k', '↑'], 'Previous question'],
];
const editing: [keys: string[], action: string][] = [
  [['e', 'Enter'], 'Edit the answer of the current question'],
  [['Ctrl+Enter'], 'Save the answer'],
  [['Esc'], 'Cancel editing'],
];

/** The questionnaire's keyboard shortcuts, one click away; a viewer, who cannot answer, sees only those that move. */
export function KeyboardHelp() {
  const mayEdit = useProjectRoleAllows('editor');
  const shortcuts = mayEdit ? [...moving, ...editing] : moving;
  return (
    <Popover
      trigger="click"
      title="Keyboard shortcuts"
      content={
        <Flex vertical gap={6} style={{ maxWidth: 320 }}>
          {shortcuts.map(([keys, action]) => (
            <Flex key={action} gap={12} justify="space-between">
              <span>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' or '}
                    <Typography.Text keyboard>{key}</Typography.Text>
                  </span>
                ))}
              </span>
              <Typography.Text>{action}</Typography.Text>
            </Flex>
          ))}
          <Typography.Text type="secondary">
            Move with the keys while a question is focused.
            {mayEdit && ' After a save the next question is focused. Unsaved text is kept as a draft on this device.'}
          </Typography.Text>
        </Flex>
      }
    >
      <Button icon={<QuestionCircleOutlined />}>Shortcuts</Button>
    </Popover>
  );
}
