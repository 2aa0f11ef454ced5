import { Alert, Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { palette } from '@gap/schema';
import type { GapPreviewQuery } from '@gap/schema/graphql';

type Preview = GapPreviewQuery['gapPreview'];

/**
 * The free preview of the paid result: projected risk counts and overall compliance, by the same scorer the
 * paid assessment uses. Nothing is stored or spent to show it.
 */
export function GapPreviewCard({ preview, loading, failed }: { preview: Preview | undefined; loading: boolean; failed: boolean }) {
  return (
    <Card size="small" title="Projected result (free preview)" style={{ maxWidth: 640 }}>
      {loading && !preview ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : failed || !preview ? (
        <Alert type="warning" showIcon message="The preview could not be loaded. The assessment itself is not affected." />
      ) : (
        <Flex vertical gap={8}>
          <Flex gap={24} wrap role="group" aria-label="Projected findings by risk">
            <Statistic title="High risk" value={preview.highRisk} valueStyle={{ color: palette.danger }} />
            <Statistic title="Medium risk" value={preview.mediumRisk} valueStyle={{ color: palette.warning }} />
            <Statistic title="Low risk" value={preview.lowRisk} valueStyle={{ color: palette.success }} />
            <Statistic title="Projected compliance" value={Math.round(preview.averageCompliance * 100)} suffix="%" />
          </Flex>
          <Typography.Text type="secondary">
            Scored from your current answers exactly as the paid assessment scores them: by each answer&apos;s status and the
            elements marked in place, never by re-reading the text.
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
