/**
 * Integrity of the ISO/IEC 27001:2022 question bank against the reference lists in shared/reference
 * (which sits beside the repository as ../shared).
 */
import { readFileSync } from 'node:fs';
import {
  annexAQuestions,
  clauseQuestions,
  organizationalQuestions,
  peopleQuestions,
  physicalQuestions,
  questionBank,
  questionBankVersion,
  technologicalQuestions,
  testTypeQuestions,
  testTypes,
} from './index.js';
import type { BankQuestion } from './types.js';

interface TsvRow {
  [column: string]: string;
}

function readTsv(name: string): TsvRow[] {
  const url = new URL(`../../../../../../shared/reference/${name}`, import.meta.url);
  const lines = readFileSync(url, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = lines[0].split('\t');
  return lines.slice(1).map((line) => {
    const cells = line.split('\t');
    const row: TsvRow = {};
    header.forEach((column, i) => {
      row[column] = (cells[i] ?? '').trim();
    });
    return row;
  });
}

const annexRows = readTsv('annex-a-2022.tsv');
const clauseRows = readTsv('clauses-4-10-2022.tsv');

/** The clause items the bank must hold: each level-2 entry, or all its level-3 entries where it has any. */
function expectedClauseRefs(): string[] {
  const refs: string[] = [];
  for (const row of clauseRows) {
    const level = Number(row.level);
    if (level === 2) {
      const hasChildren = clauseRows.some((r) => Number(r.level) === 3 && r.ref.startsWith(`${row.ref}.`));
      if (!hasChildren) refs.push(row.ref);
    } else if (level === 3) {
      refs.push(row.ref);
    }
  }
  return refs;
}

const THEME_COUNTS: Record<string, number> = {
  'Organizational controls': 37,
  'People controls': 8,
  'Physical controls': 14,
  'Technological controls': 34,
};

const YES_NO_START = /^(is|are|does|do|did|has|have|had|can|could|will|would|should|shall|was|were)\b/i;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STRING_FIELDS = [
  'id',
  'controlRef',
  'category',
  'title',
  'text',
  'guidance',
  'recommendation',
  'bestPractices',
  'implementationGuidance',
] as const;

describe('reference lists', () => {
  test('are readable from shared/reference', () => {
    expect(annexRows).toHaveLength(93);
    expect(clauseRows.length).toBeGreaterThan(0);
  });
});

describe('Annex A questions', () => {
  test('cover exactly the 93 reference controls, in control order', () => {
    expect(annexAQuestions).toHaveLength(93);
    expect(annexAQuestions.map((q) => q.controlRef)).toEqual(annexRows.map((r) => `A.${r.ref}`));
  });

  test('have titles and themes matching the reference list', () => {
    const byRef = new Map(annexRows.map((r) => [`A.${r.ref}`, r]));
    for (const q of annexAQuestions) {
      const row = byRef.get(q.controlRef);
      expect(row).toBeDefined();
      expect({ ref: q.controlRef, title: q.title }).toEqual({ ref: q.controlRef, title: row?.title });
      expect({ ref: q.controlRef, category: q.category }).toEqual({ ref: q.controlRef, category: row?.theme });
    }
  });

  test('have 37/8/14/34 controls per theme, in the matching theme exports', () => {
    const counts: Record<string, number> = {};
    for (const q of annexAQuestions) counts[q.category] = (counts[q.category] ?? 0) + 1;
    expect(counts).toEqual(THEME_COUNTS);
    const exports: [readonly BankQuestion[], string][] = [
      [organizationalQuestions, 'Organizational controls'],
      [peopleQuestions, 'People controls'],
      [physicalQuestions, 'Physical controls'],
      [technologicalQuestions, 'Technological controls'],
    ];
    for (const [questions, theme] of exports) {
      expect(questions).toHaveLength(THEME_COUNTS[theme]);
      expect(questions.every((q) => q.category === theme)).toBe(true);
    }
  });
});

describe('clause questions', () => {
  test('hold every assessable clause item (level 2, or its level-3 sub-clauses), in clause order', () => {
    const expected = expectedClauseRefs();
    expect(expected.length).toBeGreaterThanOrEqual(25);
    expect(clauseQuestions.map((q) => q.controlRef)).toEqual(expected);
  });

  test('have titles matching the clause list and the level-1 clause as category', () => {
    const byRef = new Map(clauseRows.map((r) => [r.ref, r]));
    for (const q of clauseQuestions) {
      const row = byRef.get(q.controlRef);
      expect(row).toBeDefined();
      expect(Number(row?.level)).toBeGreaterThanOrEqual(2);
      expect({ ref: q.controlRef, title: q.title }).toEqual({ ref: q.controlRef, title: row?.title });
      const top = q.controlRef.split('.')[0];
      const heading = byRef.get(top);
      expect(heading?.level).toBe('1');
      expect({ ref: q.controlRef, category: q.category }).toEqual({
        ref: q.controlRef,
        category: `Clause ${top} ${heading?.title}`,
      });
    }
  });
});

describe('every question', () => {
  test('has a unique id derived from its reference, and a unique reference', () => {
    const ids = questionBank.map((q) => q.id);
    const refs = questionBank.map((q) => q.controlRef);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(refs).size).toBe(refs.length);
    for (const q of questionBank) {
      const expectedId = q.controlRef.startsWith('A.')
        ? `a-${q.controlRef.slice(2).replace(/\./g, '-')}`
        : `c-${q.controlRef.replace(/\./g, '-')}`;
      expect(q.id).toBe(expectedId);
    }
  });

  test('has every string field filled in', () => {
    for (const q of questionBank) {
      for (const field of STRING_FIELDS) {
        expect({ id: q.id, field, empty: typeof q[field] !== 'string' || q[field].trim() === '' }).toEqual({
          id: q.id,
          field,
          empty: false,
        });
      }
      expect(['high', 'medium', 'low']).toContain(q.criticality);
    }
  });

  test('lists 2-5 typical evidence items', () => {
    for (const q of questionBank) {
      expect(q.typicalEvidence.length).toBeGreaterThanOrEqual(2);
      expect(q.typicalEvidence.length).toBeLessThanOrEqual(5);
      expect(q.typicalEvidence.every((e) => e.trim() !== '')).toBe(true);
    }
  });

  test('asks for evidence rather than a bare yes or no', () => {
    for (const q of questionBank) {
      expect({ id: q.id, yesNo: YES_NO_START.test(q.text.trim()) }).toEqual({ id: q.id, yesNo: false });
      expect({ id: q.id, asksForEvidence: /provide|document|record|evidence|show/i.test(q.text) }).toEqual({
        id: q.id,
        asksForEvidence: true,
      });
    }
  });

  test('has 2-6 rubric elements with unique kebab-case keys and at least 3 lower-case evidence phrases', () => {
    for (const q of questionBank) {
      expect(q.rubric.length).toBeGreaterThanOrEqual(2);
      expect(q.rubric.length).toBeLessThanOrEqual(6);
      const keys = q.rubric.map((e) => e.key);
      expect({ id: q.id, uniqueKeys: new Set(keys).size === keys.length }).toEqual({ id: q.id, uniqueKeys: true });
      for (const element of q.rubric) {
        const where = `${q.id}/${element.key}`;
        expect({ where, kebab: KEBAB.test(element.key) }).toEqual({ where, kebab: true });
        expect(element.requirement.trim()).not.toBe('');
        expect(element.evidencePhrases.length).toBeGreaterThanOrEqual(3);
        expect(element.evidencePhrases.length).toBeLessThanOrEqual(8);
        expect(new Set(element.evidencePhrases).size).toBe(element.evidencePhrases.length);
        for (const phrase of element.evidencePhrases) {
          expect({ where, phrase, ok: phrase.trim() === phrase && phrase !== '' && phrase === phrase.toLowerCase() }).toEqual({
            where,
            phrase,
            ok: true,
          });
        }
      }
    }
  });

  test('marks 1-3 must-have elements, never every element, and mustHave only as true', () => {
    for (const q of questionBank) {
      const mustHaves = q.rubric.filter((e) => e.mustHave);
      expect({ id: q.id, mustHaves: mustHaves.length >= 1 && mustHaves.length <= 3 && mustHaves.length < q.rubric.length }).toEqual({
        id: q.id,
        mustHaves: true,
      });
      for (const element of q.rubric) expect([undefined, true]).toContain(element.mustHave);
    }
  });

  test('uses every criticality level', () => {
    const levels = new Set(questionBank.map((q) => q.criticality));
    expect([...levels].sort()).toEqual(['high', 'low', 'medium']);
  });
});

describe('bank exports', () => {
  test('put clauses first, then Annex A', () => {
    expect(questionBank).toEqual([...clauseQuestions, ...annexAQuestions]);
    expect(questionBankVersion).toBe('2022.1');
  });

  test('map each test type to its questions', () => {
    const n = expectedClauseRefs().length;
    expect(Object.keys(testTypeQuestions).sort()).toEqual(Object.values(testTypes).sort());
    expect(testTypeQuestions[testTypes.annexA]).toHaveLength(93);
    expect(testTypeQuestions[testTypes.clauses]).toHaveLength(n);
    expect(testTypeQuestions[testTypes.full]).toHaveLength(93 + n);
    expect(testTypeQuestions[testTypes.full]).toBe(questionBank);
  });
});
