import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { PresentPerson } from '../api/use-presence';

/**
 * Who else has the questionnaire open ("Also here"), each with the control they edit; nothing while alone.
 * `controlRefOf` names a question by its control (A.5.15), as the rows do.
 */
export function PresenceBar({ present, controlRefOf }: { present: PresentPerson[]; controlRefOf: (questionId: string) => string | undefined }) {
  if (present.length === 0) return null;
  return (
    <Flex gap={6} align="center" wrap role="group" aria-label="Also here">
      <Typography.Text type="secondary">Also here:</Typography.Text>
      {present.map((person) => {
        const ref = person.editingQuestionId ? controlRefOf(person.editingQuestionId) : undefined;
        return (
          <Tag key={person.id} icon={<UserOutlined />} style={{ marginInlineEnd: 0 }}>
            {ref ? `${person.name}, editing ${ref}` : person.name}
          </Tag>
        );
      })}
    </Flex>
  );
}

/** On a question's row: who else is editing it right now (the save of the second answers with a conflict). */
export function EditedByTag({ label }: { label: string }) {
  return (
    <Tag color="purple" icon={<EditOutlined />} style={{ marginInlineEnd: 0, flexShrink: 0 }}>
      {label}
    </Tag>
  );
}
