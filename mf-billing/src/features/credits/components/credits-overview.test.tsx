import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleTooltip } from '@gap/schema';
import { graphQLError, setViewportWidth } from '@gap/schema/web/testing';
import { packagesAnswer } from '@/testing/packages';
import { mockOperations, renderAtRoute } from '@/testing/test-utils';
import { workspacesAnswer } from '@/testing/workspaces';
import { CreditsOverview } from './credits-overview';

const renderCredits = () => renderAtRoute(<CreditsOverview />, { route: '/assessment-credits' });

const purchase = (id: number, createdAt: string, quantity: number, remaining: number, kind: 'purchase' | 'trial' = 'purchase') => ({
  __typename: 'CreditPurchase',
  id: String(id),
  createdAt,
  quantity,
  remaining,
  kind,
});

const credits = (availableCredits: number, list: ReturnType<typeof purchase>[] = []) => ({
  data: { credits: { __typename: 'Credits', availableCredits, credits: list } },
});

describe('CreditsOverview', () => {
  it('shows the empty states for a new account', async () => {
    mockOperations({ CreditPackages: packagesAnswer(), Credits: credits(0) });
    renderCredits();

    expect(await screen.findByText('No previous purchases')).toBeInTheDocument();
    expect(screen.getByText('No credit usage history yet')).toBeInTheDocument();
    expect(screen.getByText('Available Credits')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('shows the balance, the last purchase date and the recent usage rows', async () => {
    mockOperations({ CreditPackages: packagesAnswer(),
      Credits: credits(14, [purchase(2, '2026-11-21T10:00:00.000Z', 10, 10), purchase(1, '2026-10-03T10:00:00.000Z', 5, 4)]),
    });
    renderCredits();

    expect(await screen.findByText('Last purchased: Nov 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    const rows = within(screen.getByText('Recent Usage').closest('.ant-card') as HTMLElement).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateTypeQuantityRemaining',
      'Nov 21, 2026Credit Purchase1010',
      'Oct 3, 2026Credit Purchase54',
    ]);
  });

  it("tells a new account's trial credit from a purchase, and does not count it as one", async () => {
    mockOperations({ CreditPackages: packagesAnswer(), Credits: credits(1, [purchase(1, '2026-11-20T10:00:00.000Z', 1, 1, 'trial')]) });
    renderCredits();

    expect(await screen.findByText('No previous purchases')).toBeInTheDocument();
    const rows = within(screen.getByText('Recent Usage').closest('.ant-card') as HTMLElement).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DateTypeQuantityRemaining', 'Nov 20, 2026Trial Credit11']);
  });

  it('on a phone shows a card per purchase with every figure, instead of a table that scrolls sideways', async () => {
    setViewportWidth(390);
    mockOperations({ CreditPackages: packagesAnswer(), Credits: credits(14, [purchase(2, '2026-11-21T10:00:00.000Z', 10, 7)]) });
    renderCredits();

    const usage = within((await screen.findByText('Recent Usage')).closest('.ant-card') as HTMLElement);
    expect(await usage.findByText('Remaining 7')).toBeInTheDocument();
    expect(usage.getByText('Quantity 10')).toBeInTheDocument();
    expect(usage.getByText('Credit Purchase')).toBeInTheDocument();
    expect(usage.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the full purchase history', async () => {
    mockOperations({ CreditPackages: packagesAnswer(), Credits: credits(1, [purchase(1, '2026-11-20T10:00:00.000Z', 1, 1)]) });
    renderCredits();

    await screen.findByText('Last purchased: Nov 20, 2026');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /View purchase history/ }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Purchase History')).toBeInTheDocument();
    expect(within(drawer).getByText('Nov 20, 2026')).toBeInTheDocument();
  });

  it('goes to /payment from Purchase Credits', async () => {
    mockOperations({ CreditPackages: packagesAnswer(), Credits: credits(0) });
    renderCredits();

    await screen.findByText('No previous purchases');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Purchase Credits/ }));
    expect(await screen.findByText('Route /payment')).toBeInTheDocument();
  });

  it('shows an error with a retry when the credits cannot be loaded', async () => {
    const api = mockOperations({ CreditPackages: packagesAnswer(), Credits: { errors: [graphQLError('Something went wrong. Please try again.', 'INTERNAL_SERVER_ERROR')] } });
    renderCredits();

    expect(await screen.findByText('Could not load your credits')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('Credits')).toHaveLength(2));
    // The packages stay usable whatever the balance call did.
    expect(screen.getAllByRole('button', { name: 'Purchase' })).toHaveLength(3);
  });
});

describe('CreditsOverview by role', () => {
  const renderAs = async (role: 'OWNER' | 'EDITOR' | 'VIEWER') => {
    mockOperations({ CreditPackages: packagesAnswer(), Credits: credits(14), BillingWorkspaces: workspacesAnswer(role) });
    renderCredits();
    // The credits are the current workspace's, and the page says whose.
    expect(await screen.findByText(/^Credits of Acme Security\./)).toBeInTheDocument();
    await screen.findByLabelText('5-Pack');
  };
  const buyButtons = () => [screen.getByRole('button', { name: /Purchase Credits/ }), ...screen.getAllByRole('button', { name: 'Purchase' })];

  it('lets an owner buy credits', async () => {
    await renderAs('OWNER');
    expect(buyButtons()).toHaveLength(4);
    for (const button of buyButtons()) expect(button).toBeEnabled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Purchase Credits/ }));
    expect(screen.getByText('Route /payment')).toBeInTheDocument();
  });

  it.each(['EDITOR', 'VIEWER'] as const)('shows a %s every buy control disabled, saying it needs the owner role', async (role) => {
    await renderAs(role);
    expect(buyButtons()).toHaveLength(4);
    for (const button of buyButtons()) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(roleTooltip('owner'));
    }
    // The tooltip shows on keyboard focus too: the wrapper of the disabled button takes it.
    const wrapper = screen.getByRole('button', { name: /Purchase Credits/ }).parentElement as HTMLElement;
    expect(wrapper).toHaveAttribute('tabindex', '0');
    await userEvent.setup({ delay: null }).hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(roleTooltip('owner'));
    // The balance and the history stay readable.
    expect(screen.getByText('14')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /View purchase history/ })).toBeEnabled();
  });
});
