/** Business constants and limits (SPEC section 9). */
export const limits = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  personNameMax: 100,
  emailMax: 254,
  projectNameMin: 2,
  projectNameMax: 100,
  projectDescriptionMax: 2000,
  projectScopeMax: 2000,
  /** Upper bound of one project list answer (the dashboard asks for 3). */
  projectListMax: 200,
  uploadMaxBytes: 20 * 1024 * 1024,
  uploadMaxFiles: 10,
  projectDocumentExtensions: ['.pdf', '.docx', '.doc', '.xlsx'],
  knowledgeExtensions: ['.pdf', '.md', '.markdown', '.txt'],
  dashboardRecentProjects: 3,
  toastDurationMs: 5000,
  paymentRedirectMs: 3000,
  complianceThreshold: 0.7,
  gapPageSize: 10,
  /** Longest manual answer, in characters (a long answer pastes a whole procedure: cite it instead). */
  answerMax: 10000,
} as const;

export const defaultRoleLabel = 'Security Manager';
export const tokenStorageKey = 'token';
