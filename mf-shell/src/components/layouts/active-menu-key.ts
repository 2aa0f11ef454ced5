export type MenuKey = 'dashboard' | 'projects' | 'credits' | 'knowledge-base' | 'account' | 'api-tokens';

const sections: [MenuKey, RegExp][] = [
  ['dashboard', /^\/dashboard(\/|$)/],
  // Projects stays active inside a project: /projects/..., /project/..., /project-assessment/..., /gap-assessment/...
  ['projects', /^\/(projects?|project-assessment|gap-assessment)(\/|$)/],
  ['credits', /^\/(assessment-credits|payment)(\/|$)/],
  ['knowledge-base', /^\/admin\/knowledge-base(\/|$)/],
  ['account', /^\/settings\/account(\/|$)/],
  ['api-tokens', /^\/settings\/api-tokens(\/|$)/],
];

/** The sidebar entry to highlight for a path, if any. */
export const activeMenuKey = (pathname: string): MenuKey | undefined =>
  sections.find(([, pattern]) => pattern.test(pathname))?.[0];
