import { expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildActivity, buildActivityPage, renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { activityPageSize } from '../api/use-project-activity';
import { ProjectActivity } from './project-activity';

const people = { data: { workspace: { __typename: 'Workspace', id: '3', members: [{ __typename: 'WorkspaceMember', user: { __typename: 'WorkspaceUser', id: '2', username: 'priya' } }] } } };

const saved = buildActivity({ id: '9', before: 'We have a policy.', after: 'We have an approved access control policy.' });
const system = buildActivity({ id: '8', kind: 'run.finished', subject: 'Run 4', actor: null });

it('lists who did what and when, "System" for no actor, with an edit\'s before and after on demand', async () => {
  const { link } = routeOperations({ ProjectActivity: { data: { projectActivity: buildActivityPage([saved, system]) } }, ProjectActivityPeople: people });
  renderWithProviders(<ProjectActivity projectId="7" workspaceId="3" />, { link });
  expect(screen.getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
  const list = await screen.findByRole('region', { name: 'Activity entries' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('priya saved an answer to A.5.15 · 1 minute ago');
  expect(second).toHaveTextContent('System AI analysis finished Run 4');
  expect(screen.queryByText('We have a policy.')).not.toBeInTheDocument();
  fireEvent.click(within(first!).getByText('Before → after'));
  expect(await screen.findByText('We have a policy.')).toBeInTheDocument();
  expect(screen.getByText('We have an approved access control policy.')).toBeInTheDocument();
});

it('shows an empty state, and the error with a retry', async () => {
  let fail = true;
  const { link } = routeOperations({
    ProjectActivity: () => (fail ? { errors: [{ message: 'Project not found' }] } : { data: { projectActivity: buildActivityPage([]) } }),
    ProjectActivityPeople: people,
  });
  renderWithProviders(<ProjectActivity projectId="7" workspaceId="3" />, { link });
  expect(await screen.findByText('Error loading activity: Project not found')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
});

it('passes the kind and person filters as variables', async () => {
  const { link, callsTo } = routeOperations({ ProjectActivity: { data: { projectActivity: buildActivityPage([saved]) } }, ProjectActivityPeople: people });
  renderWithProviders(<ProjectActivity projectId="7" workspaceId="3" />, { link });
  await screen.findByRole('region', { name: 'Activity entries' });

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by kind' }));
  fireEvent.click(await screen.findByTitle('marked not applicable'));
  await waitFor(() => expect(callsTo('ProjectActivity')).toContainEqual({ projectId: '7', first: activityPageSize, kinds: ['answer.na'] }));

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by person' }));
  fireEvent.click(await screen.findByTitle('priya'));
  await waitFor(() => expect(callsTo('ProjectActivity')).toContainEqual({ projectId: '7', first: activityPageSize, kinds: ['answer.na'], actorId: '2' }));
  expect(callsTo('ProjectActivity')[0]).toEqual({ projectId: '7', first: activityPageSize });
});

it('Load more appends the next page after the last cursor', async () => {
  const older = buildActivity({ id: '5', kind: 'document.uploaded', subject: 'policy.pdf' });
  const { link, callsTo } = routeOperations({
    ProjectActivity: (variables) =>
      variables.after === 'cursor-1'
        ? { data: { projectActivity: buildActivityPage([older], { totalCount: 2 }) } }
        : { data: { projectActivity: buildActivityPage([saved], { totalCount: 2, hasNextPage: true, endCursor: 'cursor-1' }) } },
    ProjectActivityPeople: people,
  });
  renderWithProviders(<ProjectActivity projectId="7" workspaceId="3" />, { link });
  expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('policy.pdf')).toBeInTheDocument();
  expect(screen.getByText('A.5.15')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(callsTo('ProjectActivity')).toContainEqual({ projectId: '7', first: activityPageSize, after: 'cursor-1' });
});
