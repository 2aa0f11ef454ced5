import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Crashing(): never {
  throw new Error('Failed to get manifest');
}

describe('RemoteErrorBoundary', () => {
  it('renders the remote when it works', () => {
    render(
      <RemoteErrorBoundary label="Projects" onRetry={() => undefined}>
        <p>Remote content</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Remote content')).toBeInTheDocument();
  });

  it('replaces a failing remote with a retry panel', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = jest.fn();
    render(
      <>
        <nav>Sidebar</nav>
        <RemoteErrorBoundary label="Assessment Credits" onRetry={onRetry}>
          <Crashing />
        </RemoteErrorBoundary>
      </>,
    );

    expect(screen.getByText('This section could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/The Assessment Credits section is unavailable/)).toBeInTheDocument();
    expect(screen.getByText('Sidebar')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
