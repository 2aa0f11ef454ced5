import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestionnaire, saving, savedAs, suggesting, typeAnswer } from '../testing/questionnaire-harness';
import { unansweredAccess } from '../testing/structured-items';

const text = 'There is no access review, but every access request is approved by the manager.';
const suggestions = [
  { rubricKey: 'request-approval', requirement: 'Access requests are approved', state: 'in_place' as const, phrase: 'access request' },
  { rubricKey: 'periodic-review', requirement: 'Access rights are reviewed periodically', state: 'missing' as const, phrase: 'access review' },
];
const row = () => screen.getByRole('article', { name: 'Question A.5.18' });
const checked = (requirement: string) => within(within(row()).getByRole('radiogroup', { name: requirement })).getByRole('radio', { checked: true });

describe('ticks suggested from the text being written', () => {
  it('are read for the text written and applied only by the person’s click', async () => {
    const suggested = suggesting(suggestions, text);
    const save = saving(savedAs);
    renderQuestionnaire([unansweredAccess()], save, [suggested.mock]);
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Question A.5.18' })).findByRole('button', { name: 'Answer' }));
    const box = within(row()).getByRole('textbox', { name: /^Answer for / });

    await typeAnswer(box, '   ');
    await typeAnswer(box, text.trimStart());
    expect(await within(row()).findByText(/^Your text seems to cover: Access requests are approved \(“access request”\)/)).toBeInTheDocument();
    expect(within(row()).getByText('It seems to say these are missing: Access rights are reviewed periodically (“access review”).')).toBeInTheDocument();
    expect(suggested.result).toHaveBeenCalledTimes(1);

    // Nothing is ticked until the person accepts.
    expect(checked('Access requests are approved')).toHaveAccessibleName('Not recorded');
    expect(checked('Access rights are reviewed periodically')).toHaveAccessibleName('Not recorded');
    await userEvent.click(within(row()).getByRole('button', { name: 'Apply suggested ticks' }));
    expect(checked('Access requests are approved')).toHaveAccessibleName('In place');
    expect(checked('Access rights are reviewed periodically')).toHaveAccessibleName('Missing');
    // Applied suggestions are not offered again.
    expect(within(row()).queryByRole('button', { name: 'Apply suggested ticks' })).not.toBeInTheDocument();

    await userEvent.click(within(row()).getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    expect(save.result.mock.calls[0]![0]).toMatchObject({
      input: {
        answer: text,
        elements: [
          { rubricKey: 'request-approval', state: 'in_place' },
          { rubricKey: 'periodic-review', state: 'missing' },
        ],
      },
    });
  });

  it('offers nothing while the text is blank', async () => {
    const anyText = suggesting(suggestions);
    renderQuestionnaire([unansweredAccess()], saving(savedAs), [anyText.mock]);
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Question A.5.18' })).findByRole('button', { name: 'Answer' }));
    await typeAnswer(within(row()).getByRole('textbox', { name: /^Answer for / }), '  \n ');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(anyText.result).not.toHaveBeenCalled();
    expect(within(row()).queryByText(/Your text seems to cover/)).not.toBeInTheDocument();
  });
});
