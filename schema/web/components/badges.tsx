import { Tag, type TagProps } from 'antd';
import { projectStatusBadges, riskBadges } from '@gap/schema';
import type { ProjectStatus } from '@gap/schema/graphql';

/** SPEC 4 project status badge (grey, amber, green); an unknown status reads as not started. */
export function ProjectStatusTag({ status, style }: { status: ProjectStatus; style?: TagProps['style'] }) {
  const badge = projectStatusBadges[status] ?? projectStatusBadges.not_started;
  return (
    <Tag color={badge.color} style={style}>
      {badge.label}
    </Tag>
  );
}

/** Marks the example project a new account receives, and says while its contents are still being made. */
export function ExampleProjectTag({ preparing = false }: { preparing?: boolean }) {
  return (
    <>
      <Tag color="purple" style={{ marginInlineEnd: 0 }}>
        Example
      </Tag>
      {preparing && (
        <Tag color="processing" style={{ marginInlineEnd: 0 }}>
          Preparing…
        </Tag>
      )}
    </>
  );
}

export type RiskLevel = keyof typeof riskBadges;

/** SPEC 2/4 risk badge: uppercase, red, amber or green. */
export function RiskTag({ level }: { level: RiskLevel }) {
  const badge = riskBadges[level];
  return <Tag color={badge.color}>{badge.label}</Tag>;
}
