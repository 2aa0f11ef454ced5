import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext, type ValidationRule } from 'graphql';
import { activityPageMax, limits } from '@gap/schema';
import { runListMax } from '../../modules/analysis/analysis.inputs.js';
import { costRule } from './cost-rule.js';
import { maxAliasesRule, maxRootFieldsRule, safeStringLiteralsRule } from './operation-rules.js';

/** One set of limits for GraphQL over HTTP and over websockets. */
export const graphqlLimits = {
  maxDepth: 10,
  /**
   * See cost-rule.ts: the questionnaire as the browser sends it (with `__typename`, structured answers, their
   * projections and rubrics) costs ~19,300, fifteen full question lists ~14,000. Product operations keep a quarter
   * of the limit spare (product-operations.test.ts).
   */
  maxCost: 30_000,
  defaultListSize: 100,
  nestedListSize: 10,
  maxAliases: 15,
  maxRootFields: 50,
  /** The query text, checked before it is parsed. */
  maxDocumentBytes: 50_000,
  /** Parser tokens: a document of this many tokens is refused while parsing. */
  maxTokens: 10_000,
  /** A serialised answer past this is replaced by an error (the cost rule should stop it first). */
  maxResponseBytes: 4 * 1024 * 1024,
} as const;

/** List sizes the defaults misjudge, by `Type.field` (a module whose operations cost too much adds its list here). */
export const listSizes: Readonly<Record<string, number>> = {
  'Query.apiTokens': 20,
  // A rubric has 2-6 elements; each answer lists them all, and projections list those not in place.
  'AssessmentAnswer.elements': 6,
  'Question.rubric': 6,
  'AnswerProjection.missing': 6,
  'GapPreviewQuestion.missing': 6,
  'AnswerElement.evidence': 3,
  // A connection's page holds at most its largest `first` (lib/connection.ts refuses more), whatever `first` says:
  // findingPageMax in gap/finding-page.ts and searchPageMax in knowledge/search-page.ts, written out here because
  // those modules load GraphQL types, which must not load before the schema's reflect-metadata (the gateway would
  // not start; connection-sizes are checked against them in graphql-limits.test.ts).
  ...connectionSizes({ Project: limits.projectListMax, Document: limits.projectListMax, AnalysisRun: runListMax, GapFinding: 500, KnowledgeChunk: 50, Activity: activityPageMax }),
};

/** The `nodes` and `edges` lists of each `<Type>Connection`, sized at its largest page. */
function connectionSizes(largestPage: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(largestPage).flatMap(([type, size]) => [[`${type}Connection.nodes`, size], [`${type}Connection.edges`, size]]));
}

/** The largest `limit` each list field accepts (its validation refuses more): a variable limit is costed at it. */
export const maxListSizes: Readonly<Record<string, number>> = {
  'Query.projects': limits.projectListMax,
  'Query.analysisRuns': 50,
  'Query.searchKnowledge': 50,
};

/** Limit violations are reported as validation errors (400, GRAPHQL_VALIDATION_FAILED) instead of thrown. */
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** The validation rules added to GraphQL's own, on every transport. */
export function limitRules(isProduction: boolean): ValidationRule[] {
  return [
    maxAliasesRule(graphqlLimits.maxAliases),
    maxRootFieldsRule(graphqlLimits.maxRootFields),
    safeStringLiteralsRule,
    maxDepthRule({ n: graphqlLimits.maxDepth, ...reportAsValidationError }),
    costRule({ maxCost: graphqlLimits.maxCost, defaultListSize: graphqlLimits.defaultListSize, nestedListSize: graphqlLimits.nestedListSize, listSizes, maxListSizes }),
    ...(isProduction ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

export const documentTooLargeMessage = `The query document is too large: at most ${graphqlLimits.maxDocumentBytes} bytes`;
export const responseTooLargeMessage = 'The answer is too large: select fewer fields or items';

/** True when the query text is past the document limit (checked before parsing). */
export function isDocumentTooLarge(query: unknown): boolean {
  return typeof query === 'string' && Buffer.byteLength(query) > graphqlLimits.maxDocumentBytes;
}
