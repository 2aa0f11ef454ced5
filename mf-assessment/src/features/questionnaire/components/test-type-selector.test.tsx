import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { QuestionCountDocument, SetProjectTestTypeDocument, TestTypesDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError, renderWithProviders } from '@gap/schema/web/testing';
import { TestTypeSelector } from './test-type-selector';

const clauses = 'ISO 27001:2022 Clauses 4-10';
const annexA = 'ISO 27001:2022 Annex A Controls';
const questions = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ({ __typename: 'Question', id: `${prefix}-${i}` }));
const testTypes: GraphQLMock = { request: { query: TestTypesDocument }, result: { data: { testTypes: [annexA, clauses] } } };
const baseMocks: GraphQLMock[] = [
  testTypes,
  { request: { query: QuestionCountDocument, variables: { testType: clauses } }, result: { data: { questions: questions('c', 30) } } },
  { request: { query: QuestionCountDocument, variables: { testType: annexA } }, result: { data: { questions: questions('a', 93) } } },
];
const storing = (testType: string, result: GraphQLMock['result']): GraphQLMock => ({
  request: { query: SetProjectTestTypeDocument, variables: { projectId: '7', testType } },
  result,
});
const render = (ui: ReactElement, mocks: GraphQLMock[] = baseMocks) => renderWithProviders(ui, { mocks });

async function openAndChoose(option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Test type' }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('TestTypeSelector', () => {
  it('requires a choice while none is made', async () => {
    render(<TestTypeSelector projectId="1" value={null} onChange={() => undefined} />);
    expect(await screen.findByText('Test selection is required before proceeding')).toBeInTheDocument();
    expect(screen.getByText('Select a test type')).toBeInTheDocument();
  });

  it('shows the chosen type with its number of questions, without the required text', async () => {
    render(<TestTypeSelector projectId="1" value={clauses} onChange={() => undefined} />);
    expect(await screen.findByText('30 questions')).toBeInTheDocument();
    expect(screen.queryByText('Test selection is required before proceeding')).not.toBeInTheDocument();
  });

  it('stores the chosen type on the project, then reports it', async () => {
    const stored = jest.fn(() => ({
      data: { setProjectTestType: { __typename: 'Project', id: '7', testType: annexA, status: 'not_started', progress: 0 } },
    }));
    const onChange = jest.fn();
    render(<TestTypeSelector projectId="7" value={null} onChange={onChange} />, [...baseMocks, storing(annexA, stored)]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test type' })).toBeEnabled());

    await openAndChoose(annexA);

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(annexA));
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous choice and shows the server message when storing fails', async () => {
    const onChange = jest.fn();
    render(<TestTypeSelector projectId="7" value={null} onChange={onChange} />, [
      ...baseMocks,
      storing(clauses, { errors: [graphQLError('Project not found', 'NOT_FOUND')] }),
    ]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test type' })).toBeEnabled());

    await openAndChoose(clauses);

    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Test selection is required before proceeding')).toBeInTheDocument();
  });

  it('offers a retry when the test types cannot be loaded', async () => {
    render(<TestTypeSelector projectId="1" value={null} onChange={() => undefined} />, [
      { request: { query: TestTypesDocument }, result: { errors: [graphQLError('boom', 'INTERNAL_SERVER_ERROR')] } },
      { request: { query: TestTypesDocument }, result: { data: { testTypes: [clauses] } } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load test types')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('combobox', { name: 'Test type' })).toBeInTheDocument();
  });
});
