import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../testing/mock-api';
import { renderWithApp } from '../testing/render-with-app';
import { TestTypeSelector } from './test-type-selector';

const clauses = 'ISO 27001:2022 Clauses 4-10';
const annexA = 'ISO 27001:2022 Annex A Controls';
const questionsPath = (testType: string) => `/api/questions/${encodeURIComponent(testType)}`;

const baseRoutes = {
  'GET /api/test-types': { body: [annexA, clauses] },
  [`GET ${questionsPath(clauses)}`]: { body: Array.from({ length: 30 }, (_, i) => ({ id: `c-${i}` })) },
  [`GET ${questionsPath(annexA)}`]: { body: Array.from({ length: 93 }, (_, i) => ({ id: `a-${i}` })) },
};

async function openAndChoose(option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Test type' }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('TestTypeSelector', () => {
  it('requires a choice while none is made', async () => {
    mockApi(baseRoutes);
    renderWithApp(<TestTypeSelector projectId={1} value={null} onChange={() => undefined} />);
    expect(await screen.findByText('Test selection is required before proceeding')).toBeInTheDocument();
    expect(screen.getByText('Select a test type')).toBeInTheDocument();
  });

  it('shows the chosen type with its number of questions, without the required text', async () => {
    mockApi(baseRoutes);
    renderWithApp(<TestTypeSelector projectId={1} value={clauses} onChange={() => undefined} />);
    expect(await screen.findByText('30 questions')).toBeInTheDocument();
    expect(screen.queryByText('Test selection is required before proceeding')).not.toBeInTheDocument();
  });

  it('stores the chosen type on the project, then reports it', async () => {
    const fetchMock = mockApi({ ...baseRoutes, 'PUT /api/projects/7/test-type': { body: { id: 7, testType: annexA } } });
    const onChange = jest.fn();
    renderWithApp(<TestTypeSelector projectId={7} value={null} onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test type' })).toBeEnabled());

    await openAndChoose(annexA);

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(annexA));
    const [[, init]] = callsTo(fetchMock, 'PUT', '/api/projects/7/test-type');
    expect(JSON.parse(String(init?.body))).toEqual({ testType: annexA });
  });

  it('keeps the previous choice and shows the server message when storing fails', async () => {
    mockApi({ ...baseRoutes, 'PUT /api/projects/7/test-type': { status: 404, body: { message: 'Project not found' } } });
    const onChange = jest.fn();
    renderWithApp(<TestTypeSelector projectId={7} value={null} onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test type' })).toBeEnabled());

    await openAndChoose(clauses);

    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Test selection is required before proceeding')).toBeInTheDocument();
  });

  it('offers a retry when the test types cannot be loaded', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/test-types': () => (++attempts === 1 ? { status: 500, body: { message: 'boom' } } : { body: [clauses] }),
    });
    renderWithApp(<TestTypeSelector projectId={1} value={null} onChange={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load test types')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('combobox', { name: 'Test type' })).toBeInTheDocument();
  });
});
