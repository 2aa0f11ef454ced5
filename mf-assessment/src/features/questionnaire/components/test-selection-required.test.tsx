import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestSelectionRequired } from './test-selection-required';

describe('TestSelectionRequired', () => {
  it('explains the missing test type and leads back to the analysis tab', async () => {
    const onGoToAnalysis = jest.fn();
    render(<TestSelectionRequired onGoToAnalysis={onGoToAnalysis} />);
    expect(screen.getByText('Test Selection Required')).toBeInTheDocument();
    expect(screen.getByText('Please select a test type before running AI analysis.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to AI Analysis' }));

    expect(onGoToAnalysis).toHaveBeenCalledTimes(1);
  });
});
