import { describe, expect, it } from '@jest/globals';
import { buildItem } from '../testing/build-item';
import { filterItems, isAnswered } from './filter-items';
import { groupItems } from './group-items';

const items = [
  buildItem({ controlRef: 'A.5.1', text: 'Policies for information security', category: 'Organizational controls' }, 'We have a policy'),
  buildItem({ controlRef: 'A.5.10', text: 'Acceptable use of information', category: 'Organizational controls' }),
  buildItem({ controlRef: 'A.5.15', text: 'Access control rules', category: 'Organizational controls' }),
  buildItem({ controlRef: 'A.8.24', text: 'Use of cryptography', category: 'Technological controls' }),
  buildItem({ controlRef: '5.1', text: 'Leadership and commitment', category: 'Clause 5 Leadership' }, '   '),
];

const refs = (result: ReturnType<typeof filterItems>) => result.map((item) => item.question.controlRef);

describe('filterItems', () => {
  it('matches a whole control reference: A.5.1 is not A.5.10 or A.5.15', () => {
    expect(refs(filterItems(items, 'A.5.1', 'all'))).toEqual(['A.5.1']);
    expect(refs(filterItems(items, ' a.5.1 ', 'all'))).toEqual(['A.5.1']);
    expect(refs(filterItems(items, 'A.5.15', 'all'))).toEqual(['A.5.15']);
  });

  it('a reference prefix finds everything under it; a number alone also finds the Annex A control', () => {
    expect(refs(filterItems(items, 'A.5', 'all'))).toEqual(['A.5.1', 'A.5.10', 'A.5.15']);
    expect(refs(filterItems(items, 'a.8', 'all'))).toEqual(['A.8.24']);
    expect(refs(filterItems(items, '5.1', 'all'))).toEqual(['A.5.1', '5.1']);
    expect(refs(filterItems(items, 'A.5.2', 'all'))).toEqual([]);
  });

  it('free text matches words of the question, ignoring case and order', () => {
    expect(refs(filterItems(items, 'CRYPTO', 'all'))).toEqual(['A.8.24']);
    expect(refs(filterItems(items, 'control access', 'all'))).toEqual(['A.5.15']);
    expect(refs(filterItems(items, 'information', 'all'))).toEqual(['A.5.1', 'A.5.10']);
  });

  it('treats a blank saved answer as needing input', () => {
    expect(refs(filterItems(items, '', 'answered'))).toEqual(['A.5.1']);
    expect(refs(filterItems(items, '', 'needs-input'))).toEqual(['A.5.10', 'A.5.15', 'A.8.24', '5.1']);
  });
});

describe('isAnswered', () => {
  it('counts a stated status without text, text without a status, and an exclusion', () => {
    expect(isAnswered(buildItem({}, '', { status: 'not_implemented' }))).toBe(true);
    expect(isAnswered(buildItem({}, 'Keys rotate yearly'))).toBe(true);
    expect(isAnswered(buildItem({}, '', { applicability: 'not_applicable', notApplicableReason: 'No development' }))).toBe(true);
  });

  it('does not count a missing answer, or blank text without a status', () => {
    expect(isAnswered(buildItem({}))).toBe(false);
    expect(isAnswered(buildItem({}, '  \n '))).toBe(false);
  });

  it('puts a status-only answer under Answered, not Needs Input', () => {
    const stated = [buildItem({ controlRef: 'A.8.1' }, '', { status: 'planned' }), buildItem({ controlRef: 'A.8.2' })];
    expect(refs(filterItems(stated, '', 'answered'))).toEqual(['A.8.1']);
    expect(refs(filterItems(stated, '', 'needs-input'))).toEqual(['A.8.2']);
  });
});

describe('groupItems', () => {
  it('groups by clause or Annex A theme, in bank order', () => {
    const groups = groupItems([items[4]!, ...items.slice(0, 4)]);
    expect(groups.map((group) => [group.title, refs(group.items)])).toEqual([
      ['Clause 5 Leadership', ['5.1']],
      ['Organizational controls', ['A.5.1', 'A.5.10', 'A.5.15']],
      ['Technological controls', ['A.8.24']],
    ]);
  });
});
