import { describe, expect, it } from '@jest/globals';
import { activeMenuKey } from './active-menu-key';

describe('activeMenuKey', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/projects', 'projects'],
    ['/projects/12/assessment', 'projects'],
    ['/projects/12/gap-assessment', 'projects'],
    ['/project-assessment/12', 'projects'],
    ['/gap-assessment/12', 'projects'],
    ['/project/12', 'projects'],
    ['/assessment-credits', 'credits'],
    ['/payment', 'credits'],
    ['/admin/knowledge-base', 'knowledge-base'],
    ['/settings/api-tokens', 'api-tokens'],
  ])('%s highlights %s', (pathname, key) => {
    expect(activeMenuKey(pathname)).toBe(key);
  });

  it('highlights nothing for unrelated paths', () => {
    expect(activeMenuKey('/projectsx')).toBeUndefined();
    expect(activeMenuKey('/settings')).toBeUndefined();
  });
});
