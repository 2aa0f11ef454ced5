import { useQuery } from '@apollo/client/react';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { workspaceMessages } from '@gap/schema';
import { CreateWorkspaceDocument, CreditBalanceDocument, SetCurrentWorkspaceDocument, WorkspacesDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError } from '@gap/schema/web/testing';
import { renderAtRoute } from '@/testing/test-utils';
import { WorkspaceSwitcher } from './workspace-switcher';

const workspace = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Workspace' as const,
  id,
  name,
  personal: false,
  myRole: 'EDITOR',
  current: false,
  memberCount: 3,
  ...overrides,
});

const personal = (current: boolean) => workspace('1', 'Ada Lovelace', { personal: true, myRole: 'OWNER', current });
const acme = (current: boolean) => workspace('2', 'Acme Ltd', { current });
const listing = (...workspaces: ReturnType<typeof workspace>[]): GraphQLMock => ({ request: { query: WorkspacesDocument }, result: { data: { workspaces } } });
const credits = (availableCredits: number): GraphQLMock => ({ request: { query: CreditBalanceDocument }, result: { data: { credits: { __typename: 'Credits', availableCredits } } } });

/** Another screen reading "your current workspace": a remote's credits, say. */
function CreditsProbe() {
  const { data } = useQuery(CreditBalanceDocument);
  return <p>Credits: {data?.credits.availableCredits ?? '…'}</p>;
}

const renderSwitcher = (mocks: GraphQLMock[]) =>
  renderAtRoute(
    <>
      <WorkspaceSwitcher membersPath="/workspace/members" />
      <CreditsProbe />
    </>,
    { path: '/dashboard', mocks },
  );
const user = () => userEvent.setup({ delay: null });

describe('WorkspaceSwitcher', () => {
  it('shows the current workspace with your role and lists yours, personal first', async () => {
    renderSwitcher([listing(personal(false), acme(true)), credits(5)]);
    const trigger = await screen.findByRole('button', { name: 'Acme Ltd Editor: switch workspace' });
    await user().click(trigger);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ada Lovelace · Personal', 'Acme Ltd · Editor (current)', 'Create workspace', 'Manage members']);
  });

  it('switching asks the server, then every screen reads the new workspace without a reload', async () => {
    const switched = jest.fn(() => ({ data: { setCurrentWorkspace: personal(true) } }));
    renderSwitcher([
      listing(personal(false), acme(true)),
      credits(5),
      { request: { query: SetCurrentWorkspaceDocument, variables: { id: '1' } }, result: switched },
      listing(personal(true), acme(false)),
      credits(9),
    ]);
    expect(await screen.findByText('Credits: 5')).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: /^Acme Ltd .*switch workspace/ }));
    await user().click(await screen.findByRole('menuitem', { name: /Ada Lovelace/ }));
    expect(await screen.findByText('Credits: 9')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ada Lovelace Owner: switch workspace' })).toBeInTheDocument();
    expect(switched).toHaveBeenCalledTimes(1);
  });

  it('switching on a page of one project goes to the projects of the new workspace; elsewhere the page stays', async () => {
    const switching = (): GraphQLMock[] => [
      listing(personal(false), acme(true)),
      { request: { query: SetCurrentWorkspaceDocument, variables: { id: '1' } }, result: { data: { setCurrentWorkspace: personal(true) } } },
      listing(personal(true), acme(false)),
    ];
    const switchToPersonal = async () => {
      await user().click(await screen.findByRole('button', { name: /^Acme Ltd .*switch workspace/ }));
      await user().click(await screen.findByRole('menuitem', { name: /Ada Lovelace/ }));
    };
    // Here only the project page's route renders the switcher (in the app the header keeps it): the projects
    // route shows its name.
    const onProject = renderAtRoute(<WorkspaceSwitcher membersPath="/workspace/members" projectsPath="/projects" />, { path: '/project-assessment/7', mocks: switching() });
    await switchToPersonal();
    expect(await screen.findByText('Route /projects')).toBeInTheDocument();
    onProject.unmount();

    renderAtRoute(
      <>
        <WorkspaceSwitcher membersPath="/workspace/members" projectsPath="/projects" />
        <p>Account settings page</p>
      </>,
      { path: '/settings/account', mocks: switching() },
    );
    await switchToPersonal();
    expect(await screen.findByRole('button', { name: 'Ada Lovelace Owner: switch workspace' })).toBeInTheDocument();
    expect(screen.getByText('Account settings page')).toBeInTheDocument();
    expect(screen.queryByText('Route /projects')).not.toBeInTheDocument();
  });

  it('Manage members goes to the members page', async () => {
    renderSwitcher([listing(personal(true)), credits(5)]);
    await user().click(await screen.findByRole('button', { name: /^Ada Lovelace .*switch workspace/ }));
    await user().click(await screen.findByRole('menuitem', { name: /Manage members/ }));
    expect(await screen.findByText('Route /workspace/members')).toBeInTheDocument();
  });

  it('Activity goes to the workspace activity page when the app gives its path', async () => {
    renderAtRoute(<WorkspaceSwitcher membersPath="/workspace/members" activityPath="/workspace/activity" />, { path: '/dashboard', mocks: [listing(personal(true))] });
    await user().click(await screen.findByRole('button', { name: /^Ada Lovelace .*switch workspace/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Ada Lovelace · Personal (current)', 'Create workspace', 'Manage members', 'Activity']);
    await user().click(screen.getByRole('menuitem', { name: /Activity/ }));
    expect(await screen.findByText('Route /workspace/activity')).toBeInTheDocument();
  });

  it('creates a workspace: an empty name is refused with its message, a taken limit with the server message', async () => {
    const created = jest.fn(() => ({ errors: [graphQLError(workspaceMessages.tooManyWorkspaces(20), 'CONFLICT')] }));
    renderSwitcher([listing(personal(true)), credits(5), { request: { query: CreateWorkspaceDocument, variables: { input: { name: 'Audit 2027' } } }, result: created }]);
    const u = user();
    await u.click(await screen.findByRole('button', { name: /^Ada Lovelace .*switch workspace/ }));
    await u.click(await screen.findByRole('menuitem', { name: /Create workspace/ }));
    await u.type(await screen.findByLabelText('Workspace name'), '   ');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(workspaceMessages.nameRequired)).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
    await u.clear(screen.getByLabelText('Workspace name'));
    await u.type(screen.getByLabelText('Workspace name'), ' Audit 2027 ');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(workspaceMessages.tooManyWorkspaces(20))).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Workspace name')).toHaveValue(' Audit 2027 ');
  });

  it('a created workspace becomes the current one', async () => {
    const audit = workspace('3', 'Audit 2027', { myRole: 'OWNER', current: true, memberCount: 1 });
    renderSwitcher([
      listing(personal(true)),
      credits(5),
      { request: { query: CreateWorkspaceDocument, variables: { input: { name: 'Audit 2027' } } }, result: { data: { createWorkspace: audit } } },
      listing(personal(false), audit),
      credits(0),
    ]);
    const u = user();
    await u.click(await screen.findByRole('button', { name: /^Ada Lovelace .*switch workspace/ }));
    await u.click(await screen.findByRole('menuitem', { name: /Create workspace/ }));
    await u.type(await screen.findByLabelText('Workspace name'), 'Audit 2027');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Audit 2027 Owner: switch workspace' })).toBeInTheDocument();
    expect(await screen.findByText('Credits: 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create workspace' })).not.toBeInTheDocument());
  });
});
