import { answerStatusLabels } from '@gap/schema';
import type { GapFindingType } from '../gap.types.js';
import { evidenceReference, excerpt, type ExportData } from './export-data.js';
import type { CellValue } from './safe-cell.js';
import type { SheetSpec } from './sheets.js';

export const soaSheet: SheetSpec = {
  name: 'Statement of Applicability',
  columns: [
    { header: 'Control', key: 'control', width: 10 },
    { header: 'Title', key: 'title', width: 40, wrap: true },
    { header: 'Theme', key: 'theme', width: 24 },
    { header: 'Applicability', key: 'applicability', width: 13 },
    { header: 'Justification', key: 'justification', width: 70, wrap: true },
    { header: 'Implementation status', key: 'status', width: 22 },
    { header: 'Compliance', key: 'compliance', width: 12, format: 'compliance' },
    { header: 'Evidence reference', key: 'evidence', width: 40, wrap: true },
  ],
};

/** The status a finding's gap band reads as when the person stated none. */
const bandLabels: Record<GapFindingType['gapBand'], string> = { none: 'Implemented', partial: 'Partially implemented', major: 'Not implemented' };

/** The person's stated status where there is one; otherwise what the scored elements show. */
function implementationStatus(f: GapFindingType): { label: string; stated: boolean } {
  if (f.answer.status) return { label: answerStatusLabels[f.answer.status], stated: true };
  return { label: bandLabels[f.gapBand], stated: false };
}

/** Why an included control reads as it does: its status, the answer's own words and the places it cites. */
function inclusionJustification(f: GapFindingType, status: { label: string; stated: boolean }): string {
  const quoted = `"${excerpt(f.answer.text)}"`;
  const lines = [
    status.stated
      ? `Applicable; ${status.label.toLowerCase()}, as the answer states: ${quoted}`
      : `Applicable; assessed as ${status.label.toLowerCase()} from the ${f.answer.source === 'ai' ? 'AI' : 'manual'} answer: ${quoted}`,
  ];
  const cited = evidenceReference(f.answer.evidence);
  if (cited) lines.push(`Evidence: ${cited}`);
  return lines.join('\n');
}

/** All 93 Annex A controls: excluded with the person's reason, or included with what the assessment found. */
export function soaRows(data: ExportData): CellValue[][] {
  const findings = new Map(data.findings.map((f) => [f.questionId, f]));
  const excluded = new Map(data.assessment.excluded.map((e) => [e.questionId, e]));
  return data.annexA.map((c) => {
    const x = excluded.get(c.id);
    if (x) return [c.controlRef, c.title, c.category, 'Excluded', x.reason, 'Not applicable', null, null];
    const f = findings.get(c.id);
    if (!f) return [c.controlRef, c.title, c.category, 'Applicable', `Not assessed by this test type (${data.assessment.testType})`, 'Not assessed', null, null];
    const status = implementationStatus(f);
    const reference = evidenceReference(f.answer.evidence) || (f.answer.source === 'manual' ? 'Manual answer (questionnaire)' : '');
    return [c.controlRef, c.title, c.category, 'Applicable', inclusionJustification(f, status), status.label, f.complianceLevel, reference];
  });
}
