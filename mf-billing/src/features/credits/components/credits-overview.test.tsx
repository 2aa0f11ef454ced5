import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphQLError, setViewportWidth } from '@gap/schema/web/testing';
import { mockOperations, renderAtRoute } from '@/testing/test-utils';
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
    mockOperations({ Credits: credits(0) });
    renderCredits();

    expect(await screen.findByText('No previous purchases')).toBeInTheDocument();
    expect(screen.getByText('No credit usage history yet')).toBeInTheDocument();
    expect(screen.getByText('Available Credits')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('shows the balance, the last purchase date and the recent usage rows', async () => {
    mockOperations({
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
    mockOperations({ Credits: credits(1, [purchase(1, '2026-11-20T10:00:00.000Z', 1, 1, 'trial')]) });
    renderCredits();

    expect(await screen.findByText('No previous purchases')).toBeInTheDocument();
    const rows = within(screen.getByText('Recent Usage').closest('.ant-card') as HTMLElement).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DateTypeQuantityRemaining', 'Nov 20, 2026Trial Credit11']);
  });

  it('on a phone shows a card per purchase with every figure, instead of a table that scrolls sideways', async () => {
    setViewportWidth(390);
    mockOperations({ Credits: credits(14, [purchase(2, '2026-11-21T10:00:00.000Z', 10, 7)]) });
    renderCredits();

    const usage = within((await screen.findByText('Recent Usage')).closest('.ant-card') as HTMLElement);
    expect(await usage.findByText('Remaining 7')).toBeInTheDocument();
    expect(usage.getByText('Quantity 10')).toBeInTheDocument();
    expect(usage.getByText('Credit Purchase')).toBeInTheDocument();
    expect(usage.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the full purchase history', async () => {
    mockOperations({ Credits: credits(1, [purchase(1, '2026-11-20T10:00:00.000Z', 1, 1)]) });
    renderCredits();

    await screen.findByText('Last purchased: Nov 20, 2026');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /View purchase history/ }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Purchase History')).toBeInTheDocument();
    expect(within(drawer).getByText('Nov 20, 2026')).toBeInTheDocument();
  });

  it('goes to /payment from Purchase Credits', async () => {
    mockOperations({ Credits: credits(0) });
    renderCredits();

    await screen.findByText('No previous purchases');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Purchase Credits/ }));
    expect(await screen.findByText('Route /payment')).toBeInTheDocument();
  });

  it('shows an error with a retry when the credits cannot be loaded', async () => {
    const api = mockOperations({ Credits: { errors: [graphQLError('Something went wrong. Please try again.', 'INTERNAL_SERVER_ERROR')] } });
    renderCredits();

    expect(await screen.findByText('Could not load your credits')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('Credits')).toHaveLength(2));
    // The packages stay usable whatever the balance call did.
    expect(screen.getAllByRole('button', { name: 'Purchase' })).toHaveLength(3);
  });
});
