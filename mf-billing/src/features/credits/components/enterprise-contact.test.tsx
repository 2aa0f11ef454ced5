import { expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gap/schema/web/testing';
import { enterpriseSalesEmail } from '@/config/paths';
import { EnterpriseContact } from './enterprise-contact';

it("'Contact us' is a real link to sales that opens the enterprise note first", async () => {
  renderWithProviders(<EnterpriseContact />);
  const link = screen.getByRole('link', { name: 'Contact us' });
  expect(link).toHaveAttribute('href', `mailto:${enterpriseSalesEmail}?subject=Enterprise%20pricing`);
  await userEvent.setup({ delay: null }).click(link);
  expect(await screen.findByRole('dialog', { name: 'Enterprise pricing' })).toBeInTheDocument();
});
