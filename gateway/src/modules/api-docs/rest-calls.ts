/** One call of the REST facade, as /docs/api lists it. Paths are Express paths under /api (`:id`). */
export interface RestCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Who may call it: anyone, a signed-in user (bearer token), an administrator, or a stream token. */
  auth: 'public' | 'user' | 'admin' | 'stream token' | 'Stripe signature';
  payload: string;
  answer: string;
}

/**
 * The REST facade (SPEC section 7 and the routes added since). `rest-calls.test.ts` checks that every route
 * of `modules/**\/*.routes.ts` is listed here, so a new route cannot go undocumented.
 */
export const restCalls: readonly RestCall[] = [
  { method: 'POST', path: '/auth/register', auth: 'public', payload: '`{username, email, password, firstName?, lastName?}`', answer: '201 `{token}`; 409 when the username or e-mail is taken; 429 past the registrations per IP' },
  { method: 'POST', path: '/auth/login', auth: 'public', payload: '`{username, password}`', answer: '200 `{token}`; 401 wrong credentials; 429 with Retry-After after repeated failures' },
  { method: 'GET', path: '/user', auth: 'user', payload: 'none', answer: '200 User `{id, username, email, firstName, lastName, role, isAdmin, createdAt}`' },
  { method: 'POST', path: '/auth/sign-out', auth: 'user', payload: 'none', answer: '204; the presented token is revoked' },
  { method: 'POST', path: '/auth/sign-out-everywhere', auth: 'user', payload: '`{revokeApiTokens?}` (optional; default false)', answer: '200 `{apiTokensRevoked}`; every sign-in token of the user is revoked, and the API tokens too when asked; 403 with an API token' },
  { method: 'POST', path: '/auth/password', auth: 'user', payload: '`{currentPassword, newPassword}`', answer: '200 `{token}` for this session (every other session is signed out); 400 `{message}` for a wrong current password or a new one that breaks the rules; 429 after repeated failures; 403 with an API token' },
  { method: 'GET', path: '/projects', auth: 'user', payload: 'query `limit` (1-200, optional) and `cursor` (optional: the previous page\'s `X-Next-Cursor`)', answer: '200 Project[], most recently updated first; while more follow, `X-Next-Cursor` and `Link: <…>; rel="next"` headers (see Pagination)' },
  { method: 'POST', path: '/projects', auth: 'user', payload: '`{name, description?, scope?, targetDate?}` (targetDate YYYY-MM-DD)', answer: '201 Project; 400 `{message, fields}`; 409 at the projects-per-user quota' },
  { method: 'GET', path: '/projects/:id', auth: 'user', payload: 'none', answer: '200 Project with `analysisRuns {used, allowed}`; 404 unknown or not yours' },
  { method: 'DELETE', path: '/projects/:id', auth: 'user', payload: 'none', answer: '204; documents, answers and findings go with it' },
  { method: 'PUT', path: '/projects/:id/test-type', auth: 'user', payload: '`{testType}`', answer: '200 Project' },
  { method: 'GET', path: '/assessment/dashboard-stats', auth: 'user', payload: 'none', answer: '200 `{activeProjects, completedProjects, highRiskFindings}`' },
  { method: 'GET', path: '/credits', auth: 'user', payload: 'none', answer: '200 `{availableCredits, credits[]}` (credits: `{id, createdAt, quantity, remaining, kind}`, kind `purchase` or `trial`)' },
  { method: 'GET', path: '/credit-packages', auth: 'public', payload: 'none', answer: '200 CreditPackage[] `{id, name, credits, price, priceCents, currency, savingsPercent, popular}`' },
  { method: 'GET', path: '/projects/:id/documents', auth: 'user', payload: 'query `limit` (1-200, default 200) and `cursor` (optional: the previous page\'s `X-Next-Cursor`)', answer: '200 Document[] in upload order; `X-Next-Cursor` and `Link` headers while more follow' },
  { method: 'POST', path: '/projects/:id/documents', auth: 'user', payload: 'multipart/form-data, one file in field `file` (.pdf, .docx, .doc, .xlsx)', answer: '201 Document; 413 too large; 415 wrong type; 429/503 busy (Retry-After)' },
  { method: 'DELETE', path: '/documents/:id', auth: 'user', payload: 'none', answer: '204' },
  { method: 'GET', path: '/projects/:id/documents/:documentId/original', auth: 'user', payload: 'none', answer: '200 the uploaded file (its MIME type; Content-Disposition names it); 404 not yours or not in this project' },
  { method: 'GET', path: '/test-types', auth: 'user', payload: 'none', answer: '200 string[]' },
  { method: 'GET', path: '/questions/:testType', auth: 'user', payload: 'none', answer: '200 Question[]; 404 unknown test type' },
  { method: 'GET', path: '/projects/:id/assessment-answers', auth: 'user', payload: 'query `testType` (optional: the project\'s)', answer: '200 `[{question, answer}]` (answer null while unanswered)' },
  { method: 'POST', path: '/projects/:id/assessment-answers', auth: 'user', payload: '`{questionId, answer, source: "manual"}`, optionally `status` (implemented, partially_implemented, planned, not_implemented; then `answer` may be empty), `elements: [{rubricKey, state}]` (in_place, missing, unknown; only those given change) and evidence `documentId` (one of the project\'s documents, else 404) with `documentPage` (1 to its page count) or `sectionLabel`', answer: '200 AssessmentAnswer with `status` and `elements` (replaces the previous answer)' },
  { method: 'POST', path: '/projects/:id/assessment-answers/bulk', auth: 'user', payload: '`{questionIds, status}` (1-200 questions of the project\'s test type)', answer: '200 `{updated, skipped, answers}` (skipped: questions marked not applicable)' },
  { method: 'PUT', path: '/projects/:id/assessment-answers/:questionId/applicability', auth: 'user', payload: '`{applicability: "not_applicable", reason}` or `{applicability: "applicable"}`', answer: '200 AssessmentAnswer; 204 when no answer remains' },
  { method: 'POST', path: '/projects/:id/analyze-documents', auth: 'user', payload: '`{testType}`', answer: '200 `{answersFound, totalQuestions, runId, status}` once the run has finished; refusals as for `assessment/runs`' },
  { method: 'POST', path: '/projects/:id/assessment/runs', auth: 'user', payload: '`{testType}`', answer: '201 `{runId, streamToken, run}`; 402 the project\'s allowance or the month\'s free runs used; 409 `{message, runId}` when a run is active; 429 with `Retry-After` past the queued runs per user' },
  { method: 'GET', path: '/projects/:id/assessment/runs', auth: 'user', payload: 'query `limit` (1-50, default 20) and `cursor` (optional: the previous page\'s `X-Next-Cursor`)', answer: '200 AnalysisRun[] newest first; `X-Next-Cursor` and `Link` headers while more follow' },
  { method: 'GET', path: '/runs/:runId', auth: 'user', payload: 'none', answer: '200 AnalysisRun' },
  { method: 'POST', path: '/runs/:runId/cancel', auth: 'user', payload: 'none', answer: '202 AnalysisRun (cancelRequested true); 409 once ended' },
  { method: 'POST', path: '/runs/:runId/stream-token', auth: 'user', payload: 'none', answer: '200 `{runId, streamToken}`' },
  { method: 'GET', path: '/runs/:runId/stream', auth: 'stream token', payload: 'query `token` (the stream token)', answer: '200 text/event-stream; 401 bad token; 404 not yours' },
  { method: 'POST', path: '/projects/:id/gap-assessment', auth: 'user', payload: 'empty body', answer: '201 `{assessmentId, findings, highRisk, mediumRisk, lowRisk}`; 402 no credit; 409 `{message, unanswered}`' },
  { method: 'GET', path: '/projects/:id/gap-preview', auth: 'user', payload: 'none', answer: '200 `{highRisk, mediumRisk, lowRisk, averageCompliance, unanswered, currentAssessmentId, questions: [{questionId, complianceLevel, compliant, riskLevel, missing}]}` (free: the paid scorer, nothing stored or spent)' },
  { method: 'GET', path: '/projects/:id/gap-assessments', auth: 'user', payload: 'none', answer: '200 GapAssessmentSummary[] newest first' },
  { method: 'GET', path: '/projects/:id/gap-findings', auth: 'user', payload: 'query `assessmentId` (optional: the latest), `limit` (1-500, default all) and `cursor` (optional: the previous page\'s `X-Next-Cursor`)', answer: '200 GapFinding[] in bank order (cached 5 minutes when assessmentId is given); `X-Next-Cursor` and a `Link` naming the assessment while more follow' },
  { method: 'GET', path: '/projects/:id/export', auth: 'user', payload: 'query `assessmentId` (optional)', answer: '200 .xlsx file (Content-Disposition names it)' },
  { method: 'GET', path: '/payments/config', auth: 'public', payload: 'none', answer: '200 `{provider, publishableKey}`' },
  { method: 'POST', path: '/create-payment-intent', auth: 'user', payload: '`{packageId}` or `{amount, quantity}`', answer: '201 PaymentIntent `{clientSecret, paymentIntentId, amount, amountCents, currency, packageId, quantity, provider}`' },
  { method: 'POST', path: '/confirm-credit-purchase', auth: 'user', payload: '`{paymentIntentId, quantity?}`', answer: '200 `{purchase, availableCredits}` (once per payment; repeats answer the same)' },
  { method: 'GET', path: '/payments/intents/:paymentIntentId', auth: 'user', payload: 'none', answer: '200 `{paymentIntentId, status, outcome, message, packageId, quantity, amount}` (the user\'s own intent; the payment page after a redirect)' },
  { method: 'POST', path: '/payments/demo/:paymentIntentId/pay', auth: 'user', payload: '`{cardNumber}` (demo provider only)', answer: '200 `{status, message?, redirectStatus?}`' },
  { method: 'POST', path: '/stripe/webhook', auth: 'Stripe signature', payload: 'Stripe event (raw body, Stripe-Signature header)', answer: '200 acknowledgement; 400 bad signature; 404 when Stripe is not the provider' },
  { method: 'GET', path: '/workspaces', auth: 'user', payload: 'none', answer: '200 Workspace[] `{id, name, personal, myRole, current, memberCount, createdAt}`, your personal one first' },
  { method: 'POST', path: '/workspaces', auth: 'user', payload: '`{name}` (1-100 characters)', answer: '201 Workspace, owned by you and made current; 409 past WORKSPACES_PER_USER' },
  { method: 'GET', path: '/workspaces/:id/members', auth: 'user', payload: 'none', answer: '200 `[{user: {id, username}, role, joinedAt, lastActiveAt}]`, owners first; 404 not a member' },
  { method: 'PUT', path: '/workspaces/:id/members/:userId', auth: 'user', payload: '`{role}` (owner, editor or viewer)', answer: '200 the member; 403 not an owner; 409 demoting the last owner' },
  { method: 'DELETE', path: '/workspaces/:id/members/:userId', auth: 'user', payload: 'none', answer: '204 (an owner removes a member, anyone removes themselves); 409 the last owner; the member\'s open streams of the workspace end' },
  { method: 'POST', path: '/workspaces/:id/invitations', auth: 'user', payload: '`{role, email?}` (role owner, editor or viewer)', answer: '201 `{url, id, role, email, expiresAt, createdAt, invitedBy, emailSent, emailError}` (the token is only in `url`, shown once; emailError says why no email went out); 403 not an owner; 429 with Retry-After past INVITATIONS_PER_WORKSPACE_PER_HOUR' },
  { method: 'GET', path: '/workspaces/:id/invitations', auth: 'user', payload: 'none', answer: '200 pending invitations `[{id, role, email, expiresAt, createdAt, invitedBy}]` newest first; 403 not an owner' },
  { method: 'DELETE', path: '/invitations/:id', auth: 'user', payload: 'none', answer: '204; 403 not an owner; 404 not pending or not yours to see' },
  { method: 'POST', path: '/invitations/accept', auth: 'user', payload: '`{token}`', answer: '200 the Workspace you joined (now your current one); 404 a link unknown, used, expired, revoked or of a deleted workspace; 409 already a member (the link stays unused) or past WORKSPACES_PER_USER' },
  { method: 'GET', path: '/projects/:id/activity', auth: 'user', payload: 'none (query `limit` 1-100, `cursor`, `kinds` comma-separated, `actorId`)', answer: '200 `{items: [{id, at, actor: {id, username}, kind, projectId, subject, before, after}], nextCursor}` newest first; 404 not a member' },
  { method: 'GET', path: '/knowledge/stats', auth: 'user', payload: 'none', answer: '200 `{totalChunks, uniqueUrls, lastUpdated, engine}`' },
  {
    method: 'POST',
    path: '/knowledge/search',
    auth: 'user',
    payload: '`{query, limit?, cursor?}` (limit 1-50, default 10; `cursor`: null for the first page, then the last `nextCursor`)',
    answer: '200 `{chunks[]}` (chunk: `{id, title, section, content, url, similarity}`); with a cursor also `nextCursor` (null on the last page), ordered by similarity',
  },
  { method: 'POST', path: '/knowledge/crawl', auth: 'admin', payload: '`{url, maxPages?, maxDepth?}`', answer: '200 `{pagesProcessed, chunksCreated, jobId}` when the crawl has finished; 403 not an administrator' },
  { method: 'POST', path: '/knowledge/upload', auth: 'admin', payload: 'multipart/form-data, files in field `files` (.pdf, .md, .markdown, .txt)', answer: '200 `{filesProcessed, chunksCreated}`' },
  { method: 'DELETE', path: '/knowledge/clear', auth: 'admin', payload: 'none', answer: '200 `{cleared: true}`' },
];
