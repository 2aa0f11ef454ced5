import { describe, expect, it } from '@jest/globals';
import { buildItem } from '../testing/build-item';
import { filterItems } from './filter-items';

const items = [
  buildItem({ controlRef: 'A.5.1', text: 'Policies for information security' }, 'We have a policy'),
  buildItem({ controlRef: 'A.8.24', text: 'Use of cryptography' }),
  buildItem({ controlRef: '5.1', text: 'Leadership and commitment' }, '   '),
];

const refs = (result: ReturnType<typeof filterItems>) => result.map((item) => item.question.controlRef);

describe('filterItems', () => {
  it('matches the control reference or the question text, ignoring case and surrounding spaces', () => {
    expect(refs(filterItems(items, ' a.8 ', 'all'))).toEqual(['A.8.24']);
    expect(refs(filterItems(items, 'CRYPTO', 'all'))).toEqual(['A.8.24']);
    expect(refs(filterItems(items, '5.1', 'all'))).toEqual(['A.5.1', '5.1']);
  });

  it('treats a blank saved answer as needing input', () => {
    expect(refs(filterItems(items, '', 'answered'))).toEqual(['A.5.1']);
    expect(refs(filterItems(items, '', 'needs-input'))).toEqual(['A.8.24', '5.1']);
  });
});
