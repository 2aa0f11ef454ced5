import {
  CancelAnalysisRunDocument,
  ProjectAnalysisDocument,
  StartAnalysisRunDocument,
  type AnalysisRunFieldsFragment,
  type RunProgressEventType,
} from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError } from '@gap/schema/web/testing';

/** A run as GraphQL answers it (ids are strings); the subscription sends the same fields. */
export const buildRun = (overrides: Partial<AnalysisRunFieldsFragment> = {}) => ({
  __typename: 'AnalysisRun' as const,
  runId: '41',
  projectId: '7',
  testType: 'Annex A',
  status: 'queued' as AnalysisRunFieldsFragment['status'],
  engine: 'offline' as const,
  totalQuestions: 93,
  processed: 0,
  succeeded: 0,
  failed: 0,
  skipped: 0,
  percent: 0,
  cancelRequested: false,
  error: null,
  currentQuestion: null,
  ...overrides,
});

type Run = ReturnType<typeof buildRun>;

export const projectAnalysisMock = (latest: Run | null, used = 1, allowed = 5): GraphQLMock => ({
  request: { query: ProjectAnalysisDocument, variables: { projectId: '7' } },
  result: {
    data: {
      project: { __typename: 'Project', id: '7', analysisRuns: { __typename: 'AnalysisAllowance', used, allowed } },
      analysisRuns: latest ? [latest] : [],
    },
  },
  maxUsageCount: 10,
});

export const startRunMock = (testType = 'Annex A', run = buildRun()): GraphQLMock => ({
  request: { query: StartAnalysisRunDocument, variables: { projectId: '7', testType } },
  result: { data: { startAnalysisRun: { __typename: 'AnalysisRunStart', run } } },
});

export const startRefusedMock = (message: string): GraphQLMock => ({
  request: { query: StartAnalysisRunDocument, variables: { projectId: '7', testType: 'Annex A' } },
  result: { errors: [graphQLError(message, 'PAYMENT_REQUIRED')] },
});

export const cancelRunMock = (run = buildRun({ status: 'running', cancelRequested: true })): GraphQLMock => ({
  request: { query: CancelAnalysisRunDocument, variables: { runId: '41' } },
  result: { data: { cancelAnalysisRun: run } },
});

/** One `runProgress` event, as `MockSubscriptionLink.simulateResult` takes it. */
export const progressEvent = (type: RunProgressEventType, run: Run) => ({
  result: { data: { runProgress: { __typename: 'RunProgressEvent' as const, type, data: run } } },
});
