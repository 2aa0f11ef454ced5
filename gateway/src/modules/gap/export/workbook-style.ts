import type { Cell, Fill, Font, Worksheet } from 'exceljs';
import { limits, palette } from '@gap/schema';
import type { RiskLevel } from '../scoring/risk-matrix.js';

/** The screens' palette (schema's `palette`), so the workbook and the results page agree on every colour. */
const argb = (hex: string) => `FF${hex.slice(1).toUpperCase()}`;
const solid = (hex: string): Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb: argb(hex) } });
const whiteBold: Partial<Font> = { bold: true, color: { argb: argb(palette.white) } };

export interface CellPaint {
  fill: Fill;
  font: Partial<Font>;
}

export function paint(cell: Cell, style: CellPaint | undefined): void {
  if (!style) return;
  cell.fill = style.fill;
  cell.font = style.font;
}

export const headerStyle: CellPaint = { fill: solid(palette.primary), font: whiteBold };
export const titleFont: Partial<Font> = { bold: true, size: 16, color: { argb: argb(palette.primaryDeep) } };
export const sectionStyle: CellPaint = { fill: solid(palette.primaryTint), font: { bold: true, color: { argb: argb(palette.primaryDeep) } } };

/** SPEC 4: high red, medium amber, low green (white text on them reaches 4.5:1). */
const riskColours: Record<RiskLevel, string> = { high: palette.danger, medium: palette.warning, low: palette.success };

export function riskStyle(level: string): CellPaint | undefined {
  const colour = riskColours[level.toLowerCase() as RiskLevel];
  return colour ? { fill: solid(colour), font: whiteBold } : undefined;
}

/**
 * SPEC 4's compliance colours as a scale over `ref`: red at 0, yellow at the 0.7 threshold, green at 1. A rule
 * rather than fixed fills, so a figure the reader edits recolours; pale tints keep the figure readable.
 */
export function complianceScale(sheet: Worksheet, ref: string): void {
  sheet.addConditionalFormatting({
    ref,
    rules: [
      {
        type: 'colorScale',
        // 0: exceljs then numbers the sheet's rules 1, 2, ... in order (Excel wants them distinct).
        priority: 0,
        cfvo: [{ type: 'num', value: 0 }, { type: 'num', value: limits.complianceThreshold }, { type: 'num', value: 1 }],
        color: [{ argb: argb(palette.dangerTint) }, { argb: argb(palette.warningLine) }, { argb: argb(palette.successLine) }],
      },
    ],
  });
}

/** SPEC 9: dates in en-US short form ("Nov 28, 2026"). */
export const dateFormat = 'mmm d, yyyy';
export const dateTimeFormat = 'mmm d, yyyy h:mm AM/PM';

export function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/** Printed one page wide, as many pages long as it takes. */
export const pageSetup = (orientation: 'portrait' | 'landscape') => ({ orientation, fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
