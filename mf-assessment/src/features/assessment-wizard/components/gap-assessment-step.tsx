import { CreditCardOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { gapToasts, toasts } from '@gap/schema';
import { Heading, useToast } from '@gap/schema/web';
import { paths } from '@/config/paths';
import { useGapAssessmentCredits, useRunGapAssessment } from '../api/use-gap-assessment';
import { StepNavigation } from './step-navigation';

interface GapAssessmentStepProps {
  projectId: string;
  onPrevious: () => void;
  /** Locks the wizard's tabs and navigation while the assessment runs (SPEC 4, Wizard). */
  onBusyChange: (busy: boolean) => void;
}

/** Assessment step (SPEC 2): explains the paid gap assessment, shows credits and runs it. */
export function GapAssessmentStep({ projectId, onPrevious, onBusyChange }: GapAssessmentStepProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const credits = useGapAssessmentCredits();
  const [run, { loading: running }] = useRunGapAssessment();
  const available = credits.data?.credits.availableCredits ?? 0;

  const start = async () => {
    if (available <= 0) {
      toast.error(toasts.noCreditsTitle, toasts.noCreditsText);
      return;
    }
    onBusyChange(true);
    try {
      const { data } = await run({ variables: { projectId } });
      const result = data!.runGapAssessment;
      toast.success(gapToasts.completeTitle, gapToasts.completeText(result.highRisk, result.mediumRisk, result.lowRisk));
      navigate(paths.gapAssessment(projectId));
    } catch (error) {
      toast.failed(gapToasts.failedTitle, error, gapToasts.failedDefault);
      void credits.refetch();
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <>
      <Heading level={2} look={4} style={{ marginTop: 0 }}>
        Gap Assessment
      </Heading>
      <Typography.Paragraph type="secondary">
        The gap assessment scores every answer against what a mature ISO 27001 implementation shows. Each finding
        names what is in place and what is missing, with a risk level (high, medium, low), compliance and
        recommendations. Questions marked not applicable are excluded and listed in the Statement of Applicability.
        Running it costs one assessment credit.
      </Typography.Paragraph>
      <Card size="small" style={{ maxWidth: 420 }}>
        {credits.loading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <Flex justify="space-between" align="center" gap={16} wrap>
            <Statistic title="Available credits" value={credits.error ? '–' : available} />
            {available <= 0 && !credits.error && (
              <Button icon={<CreditCardOutlined />} onClick={() => navigate(paths.assessmentCredits)}>
                Purchase Credits
              </Button>
            )}
          </Flex>
        )}
      </Card>
      <Button type="primary" size="large" icon={<PlayCircleOutlined />} loading={running} disabled={credits.loading} onClick={() => void start()} style={{ marginTop: 16 }}>
        Run Gap Assessment
      </Button>
      <StepNavigation onBack={running ? undefined : onPrevious} />
    </>
  );
}
