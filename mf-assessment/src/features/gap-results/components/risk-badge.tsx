import { Tag } from 'antd';
import { complianceColor } from '@/lib/compliance-color';
import type { Finding } from '../api/types';

/** SPEC 4 colours: high red, medium amber, low green. */
export const riskColors = { high: 'red', medium: 'orange', low: 'green' } as const;

export function RiskBadge({ level }: { level: Finding['riskLevel'] }) {
  return <Tag color={riskColors[level]}>{level.toUpperCase()}</Tag>;
}

export function ComplianceValue({ finding }: { finding: Finding }) {
  if (finding.complianceLevel === null || finding.complianceLevel === undefined) return <span>N/A</span>;
  return (
    <span style={{ color: complianceColor(finding), fontWeight: 600 }}>
      {Math.round(finding.complianceLevel * 100)}% {finding.compliant ? 'Compliant' : 'Gap'}
    </span>
  );
}
