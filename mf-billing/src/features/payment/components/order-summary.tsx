import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Divider, Flex, Tag, Typography } from 'antd';
import { palette, runsPerCredit } from '@gap/schema';
import { formatDollars, Heading } from '@gap/schema/web';
import type { SoldPackage } from '@/lib/use-credit-packages';

const includedIn = (pkg: SoldPackage) => [
  pkg.credits === 1 ? '1 gap assessment' : `${pkg.credits} gap assessments`,
  'AI-assisted findings with risk levels',
  'Excel export',
  `Each credit covers up to ${runsPerCredit} analysis reruns`,
];

/** What is being bought, priced from the server's package table (or the server's intent once it exists). */
export function OrderSummary({ pkg, amount }: { pkg: SoldPackage; amount: number }) {
  return (
    <Card title="Order Summary" style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={8}>
          <Heading level={2} look={4} style={{ margin: 0 }}>
            {pkg.name}
          </Heading>
          {pkg.popular && <Tag color="blue">POPULAR</Tag>}
        </Flex>
        <Typography.Text type="secondary">
          {pkg.credits === 1 ? '1 assessment credit' : `${pkg.credits} assessment credits`}
        </Typography.Text>
        {pkg.savingsPercent > 0 && <Typography.Text type="success">Save {pkg.savingsPercent}%</Typography.Text>}
        <Flex vertical gap={6} role="list" aria-label="Included">
          {includedIn(pkg).map((item) => (
            <Typography.Text key={item} role="listitem">
              <CheckCircleFilled style={{ color: palette.success, marginInlineEnd: 8 }} />
              {item}
            </Typography.Text>
          ))}
        </Flex>
        <Divider style={{ margin: '4px 0' }} />
        <Flex justify="space-between" align="baseline">
          <Typography.Text strong>Total</Typography.Text>
          <Typography.Text strong style={{ fontSize: 24 }} aria-label="Total">
            {formatDollars(amount)}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
