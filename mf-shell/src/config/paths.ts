/** Routes the shell links to. Remote-owned route patterns live in @gap/schema `remotes`. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  projects: '/projects',
  assessmentCredits: '/assessment-credits',
  payment: '/payment',
  knowledgeBase: '/admin/knowledge-base',
  apiTokens: '/settings/api-tokens',
  accountSettings: '/settings/account',
  workspaceMembers: '/workspace/members',
  workspaceActivity: '/workspace/activity',
  acceptInvitation: '/invitations/accept',
} as const;
