import Typography from 'antd/es/typography';
import type { CSSProperties } from 'react';
import { type TrialOffer, useTrialOffer } from '../api/use-trial-offer';

const credits = (n: number) => `${n} assessment credit${n === 1 ? '' : 's'} for a gap assessment of your own`;
const example = "an example project: a fictitious company's policies, already analysed, partly answered and assessed, to explore, export and delete";

/** What "Start Free Trial" gives, from the server's settings (TRIAL_CREDITS, the example project). */
export function trialOfferText(offer: TrialOffer | undefined): string {
  if (offer?.exampleProject && offer.credits > 0) return `Your free trial includes ${example}, and ${credits(offer.credits)}.`;
  if (offer?.exampleProject) return `Your free trial includes ${example}.`;
  if (offer && offer.credits > 0) return `Your free trial includes ${credits(offer.credits)}.`;
  return 'Free to sign up, no card needed.';
}

/** The line under a "Start Free Trial" button. */
export function TrialOfferNote({ style }: { style?: CSSProperties }) {
  const offer = useTrialOffer();
  return (
    <Typography.Paragraph data-testid="trial-offer" style={{ maxWidth: 620, margin: '0 auto', ...style }}>
      {trialOfferText(offer)}
    </Typography.Paragraph>
  );
}
