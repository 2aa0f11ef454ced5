import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockFetchFailure, mockFetchResponse, renderAtRoute } from '@/testing/test-utils';
import { TrialOfferNote, trialOfferText } from './trial-offer';

const offer = (credits: number, exampleProject: boolean) => ({ __typename: 'TrialOffer' as const, credits, exampleProject });

describe('trialOfferText', () => {
  it.each([
    [offer(1, true), /example project: a fictitious company's policies, .*, and 1 assessment credit for a gap assessment of your own\.$/],
    [offer(3, true), /and 3 assessment credits for/],
    [offer(0, true), /^Your free trial includes an example project: .* to explore, export and delete\.$/],
    [offer(2, false), /^Your free trial includes 2 assessment credits for a gap assessment of your own\.$/],
    [offer(0, false), /^Free to sign up, no card needed\.$/],
    [undefined, /^Free to sign up, no card needed\.$/],
  ])('says what %j gives', (given, expected) => {
    expect(trialOfferText(given)).toMatch(expected);
  });
});

describe('TrialOfferNote', () => {
  it("reads the server's offer", async () => {
    const fetchMock = mockFetchResponse(200, { data: { trialOffer: offer(1, true) } });
    renderAtRoute(<TrialOfferNote />);
    expect(await screen.findByText(/and 1 assessment credit for a gap assessment of your own\./)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).operationName).toBe('TrialOffer');
  });

  it('speaks of the trial without figures when the offer cannot be read', async () => {
    const fetchMock = mockFetchFailure();
    renderAtRoute(<TrialOfferNote />);
    expect(screen.getByText('Free to sign up, no card needed.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByTestId('trial-offer')).toHaveTextContent('Free to sign up, no card needed.');
  });
});
