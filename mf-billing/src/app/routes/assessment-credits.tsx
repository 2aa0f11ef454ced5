import { CreditsOverview } from '@/features/credits/components/credits-overview';

export function AssessmentCreditsRoute() {
  return <CreditsOverview />;
}
