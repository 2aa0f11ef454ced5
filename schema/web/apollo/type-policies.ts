import type { TypePolicies } from '@apollo/client';

/**
 * How the one cache identifies what the screens read, so a mutation's answer updates every view of the same
 * object. A type with an `id` is keyed by it; a type the schema has once per user is a singleton (`keyFields: []`)
 * so partial selections of it merge. Add your type here when it has another key or none.
 */
export const typePolicies: TypePolicies = {
  Project: { keyFields: ['id'] },
  Document: { keyFields: ['id'] },
  Question: { keyFields: ['id'] },
  AssessmentAnswer: { keyFields: ['id'] },
  CreditPurchase: { keyFields: ['id'] },
  User: { keyFields: ['id'] },
  // One per signed-in user: the dashboard reads part of them, the credits screen all.
  Credits: { keyFields: [] },
  DashboardStats: { keyFields: [] },
  // One per paid gap assessment (its findings are GapFinding objects keyed by id).
  GapAssessmentSummary: { keyFields: ['assessmentId'] },
  // Keyed by the question: the questionnaire's items are replaced as a list, never merged by position.
  QuestionnaireItem: { keyFields: false },
};
