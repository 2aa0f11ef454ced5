import { CreditCardOutlined, FileSearchOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { gapMessages, gapToasts, toasts } from '@gap/schema';
import { Heading, RoleGate, serverMessageOf, useToast } from '@gap/schema/web';
import { paths } from '@/config/paths';
import { useProjectRoleAllows } from '@/lib/project-role';
import { useGapAssessmentCredits, useGapPreview, useRunGapAssessment } from '../api/use-gap-assessment';
import { ConfirmRunDialog } from './confirm-run-dialog';
import { GapPreviewCard } from './gap-preview-card';
import { StepNavigation } from './step-navigation';

interface GapAssessmentStepProps {
  projectId: string;
  projectName: string;
  onPrevious: () => void;
  /** Locks the wizard's tabs and navigation while the assessment runs (SPEC 4, Wizard). */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Assessment step (SPEC 2): explains the paid gap assessment, previews its result for free, shows credits and runs
 * it after a confirmation naming the project, the cost and the balance left. Run is disabled, with the reason, without
 * a credit or with questions unanswered; when the latest assessment scored these exact answers it offers the report.
 */
export function GapAssessmentStep({ projectId, projectName, onPrevious, onBusyChange }: GapAssessmentStepProps) {
  const toast = useToast();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const credits = useGapAssessmentCredits();
  const preview = useGapPreview(projectId);
  const [run, { loading: running }] = useRunGapAssessment();
  const [confirming, setConfirming] = useState(false);
  // A viewer sees the preview and the report; running (an editor's) and buying credits (an owner's) say why they are off.
  const mayRun = useProjectRoleAllows('editor');
  const mayBuy = useProjectRoleAllows('owner');
  const available = credits.data?.credits.availableCredits ?? 0;
  const summary = preview.data?.gapPreview;
  const unanswered = summary?.unanswered ?? 0;
  const current = summary?.currentAssessmentId ?? null;

  const reason =
    !credits.loading && !credits.error && available <= 0
      ? `${toasts.noCreditsTitle}: ${toasts.noCreditsText}`
      : unanswered > 0
        ? gapMessages.unanswered(unanswered)
        : undefined;

  const start = async () => {
    onBusyChange(true);
    try {
      const { data } = await run({ variables: { projectId } });
      const result = data!.runGapAssessment;
      setConfirming(false);
      toast.success(gapToasts.completeTitle, gapToasts.completeText(result.highRisk, result.mediumRisk, result.lowRisk));
      navigate(paths.gapAssessment(projectId));
    } catch (error) {
      setConfirming(false);
      // The answers were already assessed (another tab ran it meanwhile): nothing failed, there is just nothing new.
      if (serverMessageOf(error) === gapMessages.alreadyAssessed) notification.info({ title: 'Nothing changed since the last assessment', description: gapMessages.alreadyAssessed });
      else toast.failed(gapToasts.failedTitle, error, gapToasts.failedDefault);
      void credits.refetch();
      void preview.refetch();
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
      <Flex vertical gap={16}>
        <GapPreviewCard preview={summary} loading={preview.loading} failed={Boolean(preview.error)} />
        <Card size="small" style={{ maxWidth: 420 }}>
          {credits.loading ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : (
            <Flex justify="space-between" align="center" gap={16} wrap>
              <Statistic title="Available credits" value={credits.error ? '–' : available} />
              {available <= 0 && !credits.error && (
                <RoleGate allowed={mayBuy} needed="owner">
                  <Button icon={<CreditCardOutlined />} onClick={() => navigate(paths.assessmentCredits)}>
                    Purchase Credits
                  </Button>
                </RoleGate>
              )}
            </Flex>
          )}
        </Card>
        {current ? (
          <Flex vertical gap={8} align="flex-start">
            <Alert
              type="info"
              showIcon
              message="These answers are already assessed"
              description="The latest gap assessment scored exactly these answers. Running it again would cost nothing and change nothing; change an answer to assess again."
            />
            <Button type="primary" size="large" icon={<FileSearchOutlined />} onClick={() => navigate(paths.gapAssessment(projectId))}>
              View report
            </Button>
          </Flex>
        ) : (
          <Flex vertical gap={8} align="flex-start">
            <RoleGate allowed={mayRun} needed="editor">
              <Button
                type="primary"
                size="large"
                icon={<PlayCircleOutlined />}
                loading={running}
                disabled={credits.loading || preview.loading || Boolean(reason)}
                aria-describedby={reason ? 'gap-run-reason' : undefined}
                onClick={() => setConfirming(true)}
              >
                Run Gap Assessment
              </Button>
            </RoleGate>
            {reason && (
              <Typography.Text id="gap-run-reason" type="secondary">
                {reason}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Flex>
      <ConfirmRunDialog open={confirming} projectName={projectName} available={available} running={running} onConfirm={() => void start()} onCancel={() => setConfirming(false)} />
      <StepNavigation onBack={running ? undefined : onPrevious} />
    </>
  );
}
