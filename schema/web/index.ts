/**
 * What every microfrontend shares in the browser (`@gap/schema/web`): the Apollo client and its cache rules,
 * the session, REST upload/download helpers, SPEC 8 errors and toasts, SPEC 9 formatters and shared components.
 * Test helpers are in `@gap/schema/web/testing`, the standalone dev page in `@gap/schema/web/standalone`.
 */
export { createApolloClient, createCache } from './apollo/create-apollo-client';
export { evictObject, evictRootFields, projectSummaryFields } from './apollo/cache-updates';
export { typePolicies } from './apollo/type-policies';
export { useLoadMore } from './apollo/load-more';
export { examplePollMs, usePollWhile } from './apollo/poll-while';
export { activityFilterVariables, type ActivityEntry, type ActivityFilters, ActivityList, relativeTime } from './components/activity-list';
export { ExampleProjectTag, ProjectStatusTag, RiskTag, type RiskLevel } from './components/badges';
export { Heading } from './components/heading';
export { PageHeader } from './components/page-header';
export { RoleGate, roleAllows } from './components/role-gate';
export { TableSkeleton } from './components/table-skeleton';
export { type CurrentUser, useCurrentUser, userDisplayName } from './current-user';
export { ApiError, errorMessage, graphQLErrorCode, serverMessageOf, serverMessageOr } from './errors';
export { formatDate, formatDollars, formatFileSize } from './format';
export { downloadFile, fetchFileBytes, uploadFile, uploadFiles } from './rest';
export { authorizationHeader, endSession, getToken, removeToken, setSessionEndedHandler, setToken } from './session';
export { useToast } from './toast';
