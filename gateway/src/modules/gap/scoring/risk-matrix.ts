import { limits, majorGapBelow, type GapBand } from '@gap/schema';
import type { Criticality } from '../../questions/bank/types.js';

export type RiskLevel = 'high' | 'medium' | 'low';
export const riskLevels: readonly RiskLevel[] = ['high', 'medium', 'low'];

export type { GapBand };

const criticalityScore: Record<Criticality, number> = { low: 1, medium: 2, high: 3 };
const gapScore: Record<GapBand, number> = { none: 0, partial: 1, major: 2 };

/** How far an answer is from the rubric: none (compliant), partial (level at least majorGapBelow), major (below it). */
export function gapBand(complianceLevel: number, compliant: boolean): GapBand {
  if (compliant) return 'none';
  return complianceLevel < majorGapBelow ? 'major' : 'partial';
}

/**
 * Risk = criticality (low 1, medium 2, high 3) × gap (none 0, partial 1, major 2): 4 or more is high,
 * 2-3 medium, 0-1 low. So a compliant answer is always low risk; a partial gap is medium unless the
 * control is of low criticality; a major gap is high unless the control is of low criticality (medium).
 */
export function riskLevel(criticality: Criticality, band: GapBand): RiskLevel {
  const score = criticalityScore[criticality] * gapScore[band];
  if (score >= 4) return 'high';
  return score >= 2 ? 'medium' : 'low';
}

/** Compliant: at least the SPEC threshold (0.7) and every must-have element evidenced. */
export function isCompliant(complianceLevel: number, mustHavesMissing: number): boolean {
  return complianceLevel >= limits.complianceThreshold && mustHavesMissing === 0;
}
