import { describe, expect, it } from '@jest/globals';
import { limits, palette } from '@gap/schema';
import { complianceColor } from './compliance-color';

describe('the compliance colour (SPEC 4)', () => {
  it('is green when compliant, whatever the level', () => {
    expect(complianceColor({ compliant: true, complianceLevel: 0.7 })).toBe(palette.success);
  });

  it('is yellow only above the threshold, red at it and below', () => {
    expect(complianceColor({ compliant: false, complianceLevel: 0.71 })).toBe(palette.caution);
    expect(complianceColor({ compliant: false, complianceLevel: limits.complianceThreshold })).toBe(palette.danger);
    expect(complianceColor({ compliant: false, complianceLevel: 0.2 })).toBe(palette.danger);
  });
});
