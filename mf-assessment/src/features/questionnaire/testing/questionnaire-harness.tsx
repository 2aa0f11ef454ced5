/** Renders the questionnaire of project 3 with mocked GraphQL answers, and finds its parts (component tests). */
import { ApolloLink } from '@apollo/client';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import {
  AssessmentAnswersDocument,
  DocumentsDocument,
  ElementSuggestionsDocument,
  type ElementSuggestionsQuery,
  MeDocument,
  SaveAnswerDocument,
  type SaveAnswerMutationVariables,
  SetPresenceDocument,
  type SetPresenceMutationVariables,
  type WorkspaceRole,
} from '@gap/schema/graphql';
import { createCache } from '@gap/schema/web';
import { buildMe, type GraphQLMock, MockSubscriptionLink, renderWithProviders } from '@gap/schema/web/testing';
import { ProjectRoleProvider } from '@/lib/project-role';
import { useProjectChanges } from '../api/use-project-changes';
import { Questionnaire } from '../components/questionnaire';
import type { QuestionnaireItem } from '../types';
import { buildAnswer, buildItem } from './build-item';

export const testType = 'ISO 27001:2022 Clauses 4-10';
export const answersRequest = { query: AssessmentAnswersDocument, variables: { projectId: '3', testType } };
type SaveAnswer = (variables: SaveAnswerMutationVariables) => FormattedExecutionResult;

export const listed = (items: QuestionnaireItem[]): GraphQLMock => ({ request: answersRequest, result: { data: { assessmentAnswers: items } } });

/**
 * A saveAnswer mutation answered by `answer` (with the variables sent), for any question; after `delay` ms, so a
 * test sees what shows while the server has not answered yet.
 */
export const saving = (answer: SaveAnswer, delay = 0) => {
  const result = jest.fn(answer);
  return { result, mock: { request: { query: SaveAnswerDocument, variables: () => true }, result, delay, maxUsageCount: 10 } as GraphQLMock };
};

export const savedAs = ({ input }: SaveAnswerMutationVariables) => ({
  data: {
    saveAnswer: buildAnswer({
      questionId: input.questionId,
      answer: input.answer ?? '',
      status: input.status ?? null,
      documentId: input.documentId ?? null,
      documentName: input.documentId ? 'policy.pdf' : null,
      documentPage: input.documentPage ?? null,
      updatedByName: 'Grace Hopper',
    }),
  },
});

/** The project's documents the evidence picker offers (asked once an editor opens; cached after). */
export const documents: GraphQLMock = {
  request: { query: DocumentsDocument, variables: { projectId: '3' } },
  result: {
    data: {
      documents: [
        { __typename: 'Document', id: '4', name: 'policy.pdf', type: 'application/pdf', size: 2048, pageCount: 3, textStatus: 'extracted', createdAt: '2026-11-20T10:00:00.000Z' },
      ],
    },
  },
  maxUsageCount: 10,
};

type Suggestion = Omit<ElementSuggestionsQuery['elementSuggestions'][number], '__typename'>;

/** The elementSuggestions answer for `text` (any text when absent), each suggestion's variables recorded. */
export const suggesting = (suggestions: Suggestion[], text?: string) => {
  const result = jest.fn(() => ({ data: { elementSuggestions: suggestions.map((suggestion) => ({ __typename: 'ElementSuggestion', ...suggestion })) } }));
  const variables = (asked: Record<string, unknown>) => text === undefined || asked.text === text;
  return { result, mock: { request: { query: ElementSuggestionsDocument, variables }, result, maxUsageCount: 50 } as GraphQLMock };
};

export const threeItems = () => [
  buildItem({ id: 'q-ctx', controlRef: '4.1', text: 'How is the CONTEXT of the organisation understood?' }, 'A PESTLE analysis'),
  buildItem({ id: 'q-crypto', controlRef: 'A.8.24', text: 'How is cryptography used?' }),
  buildItem({ id: 'q-policy', controlRef: 'A.5.1', text: 'Are policies for information security defined?' }),
];

/** The questionnaire as the project's page holds it: following the project's changes live. */
function LiveQuestionnaire(props: Parameters<typeof Questionnaire>[0]) {
  useProjectChanges(props.projectId, props.testType);
  return <Questionnaire {...props} />;
}

/**
 * Renders the questionnaire; `mocks` answer before the defaults (no element suggested for any text). `role` is the
 * caller's in the project's workspace, as the project's screen provides it (unknown by default: every control on).
 */
export function renderQuestionnaire(items: QuestionnaireItem[] | GraphQLMock[], save = saving(savedAs), mocks: GraphQLMock[] = [], role?: WorkspaceRole) {
  const onStartGapAssessment = jest.fn();
  const onRunAnalysisAgain = jest.fn();
  const answers = items.every((item) => 'question' in item) ? [listed(items as QuestionnaireItem[])] : (items as GraphQLMock[]);
  // The shell's guard has asked who is signed in before any remote renders.
  const cache = createCache();
  cache.writeQuery({ query: MeDocument, data: { me: buildMe({ firstName: 'Grace', lastName: 'Hopper' }) } });
  // projectChanges: the test pushes others' changes with `changes.simulateResult`; projectPresence who else is
  // there with `presence.simulateResult`. Each announcement of the page's own presence is recorded.
  const changes = new MockSubscriptionLink();
  const presence = new MockSubscriptionLink();
  const announced = jest.fn((_: SetPresenceMutationVariables) => ({ data: { setPresence: true } }));
  const announcing: GraphQLMock = { request: { query: SetPresenceDocument, variables: () => true }, result: announced, maxUsageCount: 1000 };
  const subscriptions = ApolloLink.split((operation) => operation.operationName === 'QuestionnairePresence', presence, changes);
  renderWithProviders(
    <ProjectRoleProvider value={role}>
      <LiveQuestionnaire
        projectId="3"
        testType={testType}
        onStartGapAssessment={onStartGapAssessment}
        onRunAnalysisAgain={onRunAnalysisAgain}
      />
    </ProjectRoleProvider>,
    { mocks: [...answers, save.mock, documents, ...mocks, suggesting([]).mock, announcing], cache, subscriptions },
  );
  return { saved: save.result, onStartGapAssessment, onRunAnalysisAgain, changes, presence, announced, cache };
}

export const shownRefs = () =>
  screen
    .queryAllByTestId('question-item')
    .filter((item) => !item.hidden)
    .map((item) => within(item).getAllByText(/^(A\.)?\d/)[0].textContent);
export const search = () => screen.getByRole('textbox', { name: 'Search questions' });
/** One input event for the whole text: typing key by key re-renders antd's TextArea per character. */
export async function typeAnswer(textbox: HTMLElement, text: string) {
  await userEvent.click(textbox);
  await userEvent.paste(text);
}
/** The answer textbox of an item (labelled with its control). */
export const answerBox = (item: HTMLElement) => within(item).getByRole('textbox', { name: /^Answer for / });
/** Opens the editor of an unanswered item in place and answers its textbox. */
export async function openEditor(item: HTMLElement) {
  await userEvent.click(within(item).getByRole('button', { name: 'Answer' }));
  return answerBox(item);
}
/** The item of control `ref` (by test id: role queries over the whole list are slow). */
export const question = (ref: string): HTMLElement => {
  const found = screen.getAllByTestId('question-item').find((item) => item.getAttribute('aria-label') === `Question ${ref}`);
  if (!found) throw new Error(`No question ${ref}`);
  return found;
};

