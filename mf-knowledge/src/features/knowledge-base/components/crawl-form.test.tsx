import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gap/schema/web/testing';
import { CrawlForm, isCrawlableUrl } from './crawl-form';

const renderForm = () => {
  const onStart = jest.fn();
  renderWithProviders(<CrawlForm busy={false} onStart={onStart} />);
  return { onStart, user: userEvent.setup() };
};

describe('CrawlForm', () => {
  it('shows the defaults of SPEC 5: 15 pages, depth 2', () => {
    renderForm();
    expect(screen.getByLabelText('Max Pages')).toHaveValue('15');
    expect(screen.getByLabelText('Max Depth')).toHaveValue('2');
  });

  it('refuses an empty URL with the SPEC message and toast, and starts nothing', async () => {
    const { onStart, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid URL to crawl.').length).toBeGreaterThanOrEqual(1);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('refuses a URL that is not http(s)', async () => {
    const { onStart, user } = renderForm();
    await user.type(screen.getByLabelText('Website URL'), 'ftp://files.example.org');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('refuses max pages and depth out of range', async () => {
    const { onStart, user } = renderForm();
    await user.type(screen.getByLabelText('Website URL'), 'https://docs.example.org');
    const pages = screen.getByLabelText('Max Pages');
    await user.clear(pages);
    await user.type(pages, '101');
    const depth = screen.getByLabelText('Max Depth');
    await user.clear(depth);
    await user.type(depth, '0');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    expect(await screen.findByText('Max pages must be a whole number between 1 and 100')).toBeInTheDocument();
    expect(screen.getByText('Max depth must be a whole number between 1 and 5')).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('sends the trimmed URL with the values shown', async () => {
    const { onStart, user } = renderForm();
    await user.type(screen.getByLabelText('Website URL'), '  https://docs.example.org/security  ');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledWith({ url: 'https://docs.example.org/security', maxPages: 15, maxDepth: 2 }));
  });

  it('sends blank limits as null, so the server applies 30 pages and depth 3', async () => {
    const { onStart, user } = renderForm();
    await user.type(screen.getByLabelText('Website URL'), 'https://docs.example.org');
    await user.clear(screen.getByLabelText('Max Pages'));
    await user.clear(screen.getByLabelText('Max Depth'));
    fireEvent.blur(screen.getByLabelText('Max Depth'));
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledWith({ url: 'https://docs.example.org', maxPages: null, maxDepth: null }));
  });

  it('accepts only http(s) addresses with a host', () => {
    expect(isCrawlableUrl('https://example.org')).toBe(true);
    expect(isCrawlableUrl('http://127.0.0.1:8080/a')).toBe(true);
    expect(isCrawlableUrl('   ')).toBe(false);
    expect(isCrawlableUrl('example.org')).toBe(false);
    expect(isCrawlableUrl('javascript:alert(1)')).toBe(false);
  });
});
