import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

it('follows the value only once it has stayed unchanged for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), { initialProps: { value: 'a' } });
  expect(result.current).toBe('a');

  rerender({ value: 'ab' });
  act(() => jest.advanceTimersByTime(300));
  rerender({ value: 'abc' });
  act(() => jest.advanceTimersByTime(300));
  // 600 ms of typing, never a 400 ms pause: still the first value.
  expect(result.current).toBe('a');

  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('abc');
});
