import { limits, palette } from '@gap/schema';

/**
 * SPEC 4's compliance colour of a scored answer, shared by the results and the questionnaire's projection: green
 * when compliant, yellow when the level is above the threshold (0.7; the SPEC's words, so exactly 0.7 without
 * compliance is red), otherwise red. See docs/decisions/product.md, gap assessment scoring.
 */
export function complianceColor(score: { compliant: boolean; complianceLevel: number }): string {
  if (score.compliant) return palette.success;
  return score.complianceLevel > limits.complianceThreshold ? palette.caution : palette.danger;
}
