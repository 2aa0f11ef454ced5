import { afterEach, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setViewportWidth } from '@gap/schema/web/testing';
import { buildItem, buildProjection } from '../testing/build-item';
import { question, renderQuestionnaire } from '../testing/questionnaire-harness';

afterEach(() => setViewportWidth(1280));

it('on a phone a row shows control, title and state on one line; the answer details open under More', async () => {
  setViewportWidth(390);
  renderQuestionnaire([
    buildItem({ id: 'q-access', controlRef: 'A.5.15', title: 'Access control', text: 'How are access rules set?' }, 'Rules in the access policy', {
      source: 'ai',
      documentName: 'policy.pdf',
      documentPage: 4,
      updatedByName: 'Grace Hopper',
    }),
    buildItem({ id: 'q-crypto', controlRef: 'A.8.24', title: 'Use of cryptography', text: 'How is cryptography used?' }),
  ]);
  const access = await screen.findByRole('article', { name: 'Question A.5.15' });
  expect(within(access).getByText('Access control')).toBeInTheDocument();
  expect(within(access).getByText('Answered')).toBeInTheDocument();
  expect(within(question('A.8.24')).getByText('Needs Input')).toBeInTheDocument();
  // An AI answer says so on the row, with its document, page and Accept; the author waits under the answer's More.
  expect(within(access).getByText('AI')).toBeInTheDocument();
  expect(within(access).getByText('policy.pdf, page 4')).toBeInTheDocument();
  expect(within(access).getByRole('button', { name: 'Accept Answer' })).toBeInTheDocument();
  expect(within(access).queryByText(/Changed by Grace Hopper/)).not.toBeInTheDocument();

  // Two toggles, told apart by name: the question's and the answer's.
  const more = within(access).getByRole('button', { name: 'More of the answer' });
  await userEvent.click(more);
  expect(within(access).getByText(/Changed by Grace Hopper/)).toBeInTheDocument();
  await userEvent.click(within(access).getByRole('button', { name: 'Less of the answer' }));
  expect(within(access).queryByText(/Changed by Grace Hopper/)).not.toBeInTheDocument();
});

it('on a desktop a row is one line with the title, the answer’s start, its AI source and Accept; More opens the rest; answering shows the question whole', async () => {
  renderQuestionnaire([
    buildItem({ id: 'q-access', controlRef: 'A.5.15', title: 'Access control', text: 'How are access rules set?' }, 'Rules in the access policy', {
      source: 'ai',
      documentName: 'policy.pdf',
      documentId: '4',
      documentPage: 4,
      updatedByName: 'Grace Hopper',
    }),
  ]);
  const access = await screen.findByRole('article', { name: 'Question A.5.15' });
  expect(within(access).getByText('Access control')).toBeInTheDocument();
  expect(within(access).getByText('Rules in the access policy')).toBeInTheDocument();
  expect(within(access).getByText('AI')).toBeInTheDocument();
  expect(within(access).getByText('Source: policy.pdf, page 4')).toBeInTheDocument();
  expect(within(access).getByRole('button', { name: 'Accept Answer' })).toBeInTheDocument();
  expect(within(access).queryByText('How are access rules set?')).not.toBeInTheDocument();
  expect(within(access).queryByText(/Changed by Grace Hopper/)).not.toBeInTheDocument();

  const more = within(access).getByRole('button', { name: 'More' });
  await userEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  const details = within(document.getElementById(more.getAttribute('aria-controls')!)!);
  expect(details.getByTestId('question-text')).toHaveTextContent('How are access rules set?');
  expect(details.getByText(/Changed by Grace Hopper/)).toBeInTheDocument();
  expect(details.getByText('policy.pdf, page 4')).toBeInTheDocument();

  await userEvent.click(within(access).getByRole('button', { name: 'Edit Answer' }));
  const asked = within(access).getByTestId('question-text');
  expect(asked).toHaveTextContent('How are access rules set?');
  expect(asked.closest('[style*="line-clamp"]')).toBeNull();
});

it('on a phone a status without text shows its projected score, the status under More', async () => {
  setViewportWidth(390);
  renderQuestionnaire([
    buildItem({ id: 'q-screening', controlRef: 'A.6.1', title: 'Screening' }, '', {
      status: 'partially_implemented',
      projection: buildProjection({ complianceLevel: 0.3, riskLevel: 'medium' }),
    }),
  ]);
  const screening = await screen.findByRole('article', { name: 'Question A.6.1' });
  expect(within(screening).getByText('Answered')).toBeInTheDocument();
  // "Projected" is read out, not shown: the row's line is short.
  expect(within(screening).getByText('30% · medium risk', { exact: false })).toHaveTextContent('Projected 30% · medium risk');
  expect(within(screening).queryByText('Partially implemented')).not.toBeInTheDocument();
  await userEvent.click(within(screening).getByRole('button', { name: 'More of the answer' }));
  expect(within(screening).getByText('Partially implemented')).toBeInTheDocument();
});

it('on a desktop the editor hints at its keyboard shortcuts', async () => {
  renderQuestionnaire([buildItem({ id: 'q-access', controlRef: 'A.5.15', title: 'Access control' })]);
  const desktop = await screen.findByRole('article', { name: 'Question A.5.15' });
  await userEvent.click(within(desktop).getByRole('button', { name: /Answer|Edit Answer/ }));
  expect(await within(desktop).findByText('Ctrl+Enter saves, Esc cancels')).toBeInTheDocument();
});

it('on a phone the editor shows no keyboard shortcut hint', async () => {
  setViewportWidth(390);
  renderQuestionnaire([buildItem({ id: 'q-access', controlRef: 'A.5.15', title: 'Access control' })]);
  const phone = await screen.findByRole('article', { name: 'Question A.5.15' });
  await userEvent.click(within(phone).getByRole('button', { name: /Answer|Edit Answer/ }));
  expect(await within(phone).findByRole('button', { name: 'Save Answer' })).toBeInTheDocument();
  expect(within(phone).queryByText('Ctrl+Enter saves, Esc cancels')).not.toBeInTheDocument();
});
