import { MockedProvider } from '@apollo/client/testing/react';
import { expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bulkStatusMax } from '@gap/schema';
import { SetAnswerStatusDocument, type SetAnswerStatusMutationVariables } from '@gap/schema/graphql';
import { createCache } from '@gap/schema/web';
import { buildAnswer } from '../testing/build-item';
import { useSetAnswerStatus } from './use-set-answer-status';

it(`splits a list longer than ${bulkStatusMax} questions into calls of at most ${bulkStatusMax}, adding up what they wrote and skipped`, async () => {
  const result = jest.fn(({ input }: SetAnswerStatusMutationVariables) => ({
    data: {
      setAnswerStatus: {
        __typename: 'SetAnswerStatusResult',
        // The last question of each call is marked not applicable meanwhile.
        answers: input.questionIds.slice(0, -1).map((questionId) => buildAnswer({ questionId, answer: '', status: input.status })),
        skipped: input.questionIds.slice(-1),
      },
    },
  }));
  const mocks = [{ request: { query: SetAnswerStatusDocument, variables: () => true }, result, maxUsageCount: 5 }];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={createCache()}>
      {children}
    </MockedProvider>
  );
  const { result: hook } = renderHook(() => useSetAnswerStatus('3', 'Full'), { wrapper });
  const ids = Array.from({ length: bulkStatusMax + 5 }, (_, index) => `q-${index}`);

  let outcome: Awaited<ReturnType<typeof hook.current>> | undefined;
  await act(async () => {
    outcome = await hook.current(ids, 'planned');
  });

  expect(result).toHaveBeenCalledTimes(2);
  expect(result.mock.calls.map(([{ input }]) => input.questionIds.length)).toEqual([bulkStatusMax, 5]);
  expect(result.mock.calls[1]![0].input).toEqual({ projectId: '3', questionIds: ids.slice(bulkStatusMax), status: 'planned' });
  expect(outcome).toEqual({ written: bulkStatusMax + 5 - 2, skipped: 2 });
});
