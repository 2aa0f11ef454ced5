import { Flex, Tag, Typography } from 'antd';
import { complianceColor } from '@/lib/compliance-color';
import type { AnswerProjection } from '../types';
import { unseen } from '../utils/unseen';

/**
 * "Projected 75% · low risk", in SPEC's compliance colours (green compliant, yellow from 0.7 up, else red). A
 * phone's row shows "75% · low risk" (its answer shares the line); screen readers still hear "Projected".
 */
export function ProjectionTag({ projection, compact = false }: { projection: AnswerProjection; compact?: boolean }) {
  const color = complianceColor(projection);
  const score = `${Math.round(projection.complianceLevel * 100)}% · ${projection.riskLevel} risk`;
  return (
    <Tag style={{ marginInlineEnd: 0, color, borderColor: color, background: 'transparent', flexShrink: 0 }}>
      {compact ? (
        <>
          <span style={unseen}>Projected </span>
          {score}
        </>
      ) : (
        `Projected ${score}`
      )}
    </Tag>
  );
}

/**
 * In the open editor: how the saved answer scores now and what keeps it from full compliance (the elements
 * marked missing or not recorded), by the scorer the paid assessment uses.
 */
export function ProjectedGaps({ controlRef, projection }: { controlRef: string; projection: AnswerProjection }) {
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>As saved</Typography.Text>
        <ProjectionTag projection={projection} />
      </Flex>
      {projection.missing.length === 0 ? (
        <Typography.Text type="secondary">Every expected element is marked in place.</Typography.Text>
      ) : (
        <>
          <Typography.Text type="secondary">Missing or not recorded:</Typography.Text>
          <ul aria-label={`Missing elements of ${controlRef}`} style={{ margin: 0, paddingInlineStart: 20 }}>
            {projection.missing.map((element) => (
              <li key={element.rubricKey}>
                <Typography.Text>
                  {element.requirement}
                  {element.mustHave && <Typography.Text type="secondary"> (required)</Typography.Text>}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </Flex>
  );
}
