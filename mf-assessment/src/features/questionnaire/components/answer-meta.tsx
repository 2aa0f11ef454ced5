import { Button, Tag, Typography } from 'antd';
import { answerStatusLabels } from '@gap/schema';
import { RoleGate } from '@gap/schema/web';
import { useProjectRoleAllows } from '@/lib/project-role';
import type { AssessmentAnswer } from '../types';

/** The implementation status a person stated for the answer. */
export function StatusTag({ answer }: { answer: Pick<AssessmentAnswer, 'status'> }) {
  if (!answer.status) return null;
  return <Tag style={{ marginInlineEnd: 0, flexShrink: 0 }}>{answerStatusLabels[answer.status]}</Tag>;
}

/** Accepting makes the AI's answer the person's own (manual), confirming the elements its quotes evidence. */
export function AcceptButton({ tabIndex, accepting, onAccept }: { tabIndex: number; accepting: boolean; onAccept: () => void }) {
  const mayEdit = useProjectRoleAllows('editor');
  return (
    <RoleGate allowed={mayEdit} needed="editor">
      <Button size="small" type="primary" ghost tabIndex={tabIndex} loading={accepting} onClick={onAccept}>
        Accept Answer
      </Button>
    </RoleGate>
  );
}

/** A question's guidance and the documents that typically evidence it (beside the editor). */
export function Guidance({ guidance, typicalEvidence }: { guidance: string; typicalEvidence: string[] }) {
  return (
    <>
      <Typography.Paragraph style={{ marginBottom: typicalEvidence.length ? 8 : 0 }}>{guidance}</Typography.Paragraph>
      {typicalEvidence.length > 0 && (
        <>
          <Typography.Text strong>Typical evidence</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {typicalEvidence.map((evidence) => (
              <li key={evidence}>{evidence}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
