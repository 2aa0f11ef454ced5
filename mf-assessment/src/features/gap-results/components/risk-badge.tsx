import { Tag } from 'antd';
import { limits, palette } from '@gap/schema';
import type { Finding } from '../api/types';

/** SPEC 4 colours: high red, medium amber, low green. */
export const riskColors = { high: 'red', medium: 'orange', low: 'green' } as const;

export function RiskBadge({ level }: { level: Finding['riskLevel'] }) {
  return <Tag color={riskColors[level]}>{level.toUpperCase()}</Tag>;
}

/** Green when compliant, yellow above the threshold, otherwise red (SPEC 4). */
export function complianceColor(f: Pick<Finding, 'compliant' | 'complianceLevel'>): string {
  if (f.compliant) return palette.success;
  return f.complianceLevel > limits.complianceThreshold ? palette.caution : palette.danger;
}

export function ComplianceValue({ finding }: { finding: Finding }) {
  if (finding.complianceLevel === null || finding.complianceLevel === undefined) return <span>N/A</span>;
  return (
    <span style={{ color: complianceColor(finding), fontWeight: 600 }}>
      {Math.round(finding.complianceLevel * 100)}% {finding.compliant ? 'Compliant' : 'Gap'}
    </span>
  );
}
