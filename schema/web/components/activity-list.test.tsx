import { expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { buildActivity, renderWithProviders } from '../testing';
import { activityFilterVariables, ActivityList, relativeTime } from './activity-list';

const now = Date.parse('2026-11-29T12:00:00.000Z');

it('says how long ago an entry was', () => {
  expect(relativeTime('2026-11-29T11:59:40.000Z', now)).toBe('just now');
  expect(relativeTime('2026-11-29T11:55:00.000Z', now)).toBe('5 minutes ago');
  expect(relativeTime('2026-11-28T10:00:00.000Z', now)).toBe('yesterday');
  expect(relativeTime('2026-10-20T10:00:00.000Z', now)).toBe('last month');
});

it('sends only the filters that are set', () => {
  expect(activityFilterVariables({ kinds: [] })).toEqual({});
  expect(activityFilterVariables({ kinds: ['answer.na'], actorId: '2' })).toEqual({ kinds: ['answer.na'], actorId: '2' });
});

it('says when no entry matches the filters, and a failed further page without losing the list', () => {
  const props = { loading: false, onRetry: jest.fn(), onFiltersChange: jest.fn(), people: [], hasMore: true, loadingMore: false, onLoadMore: jest.fn() };
  const { rerender } = renderWithProviders(<ActivityList {...props} entries={[]} filters={{ kinds: ['answer.na'] }} />);
  expect(screen.getByText('No activity matches these filters.')).toBeInTheDocument();
  rerender(<ActivityList {...props} entries={[buildActivity({ subject: 'A.5.1' })]} filters={{ kinds: [] }} loadMoreError="Network down" />);
  expect(screen.getByText('A.5.1')).toBeInTheDocument();
  expect(screen.getByText('Error loading more activity: Network down')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(props.onLoadMore).toHaveBeenCalled();
});
