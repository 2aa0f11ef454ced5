import type { Finding, RiskFilter } from '../api/types';

export interface FindingFilters {
  risk: RiskFilter;
  category: string;
  search: string;
}

export const noFilters: FindingFilters = { risk: 'all', category: 'all', search: '' };

export const hasActiveFilters = (f: FindingFilters) => f.risk !== 'all' || f.category !== 'all' || f.search.trim() !== '';

/** The Control column's label: the control reference, or Q{questionId} without one (SPEC 2). */
export const controlLabel = (f: Finding) => f.question.controlRef || `Q${f.questionId}`;
export const categoryLabel = (f: Finding) => f.question.category || 'General';
/** The control as a person names it: "A.5.17 Authentication information". */
export const controlName = (f: Finding) => [controlLabel(f), f.question.title].filter(Boolean).join(' ');

/** Distinct categories, sorted (the category filter's options after 'all'). */
/** Natural order: "Clause 4 ..." before "Clause 10 ...". */
export const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export const categoriesOf = (findings: readonly Finding[]) => [...new Set(findings.map(categoryLabel))].sort(compareText);

export function filterFindings(findings: readonly Finding[], filters: FindingFilters): Finding[] {
  const needle = filters.search.trim().toLowerCase();
  return findings.filter(
    (f) =>
      (filters.risk === 'all' || f.riskLevel === filters.risk) &&
      (filters.category === 'all' || categoryLabel(f) === filters.category) &&
      (!needle ||
        [controlLabel(f), f.question.title, categoryLabel(f), f.finding, f.recommendation].some((text) => text.toLowerCase().includes(needle))),
  );
}

const riskRank = { high: 3, medium: 2, low: 1 } as const;
const refParts = (ref: string) => ref.replace(/^A\./, '').split('.').map(Number);

/** A.5.2 before A.5.10; clause items (no "A.") before Annex A controls. */
export function compareControls(a: Finding, b: Finding): number {
  const annex = Number(a.question.controlRef.startsWith('A.')) - Number(b.question.controlRef.startsWith('A.'));
  if (annex) return annex;
  const [x, y] = [refParts(a.question.controlRef), refParts(b.question.controlRef)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

export const compareRisk = (a: Finding, b: Finding) => riskRank[a.riskLevel] - riskRank[b.riskLevel];
export const compareCompliance = (a: Finding, b: Finding) => a.complianceLevel - b.complianceLevel;
