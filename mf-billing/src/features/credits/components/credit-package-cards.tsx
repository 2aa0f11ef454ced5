import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { palette, runsPerCredit } from '@gap/schema';
import { errorMessage, formatDollars, Heading, RoleGate, serverMessageOf } from '@gap/schema/web';
import { paths } from '@/config/paths';
import { type SoldPackage, useCreditPackages } from '@/lib/use-credit-packages';

const creditsLabel = (credits: number) => `${credits} ${credits === 1 ? 'credit' : 'credits'}`;

function PackageCard({ pkg, mayBuy }: { pkg: SoldPackage; mayBuy: boolean }) {
  const navigate = useNavigate();
  const price = pkg.priceCents / 100;

  return (
    <Card
      aria-label={pkg.name}
      style={{ height: '100%', borderColor: pkg.popular ? palette.primary : undefined, borderWidth: pkg.popular ? 2 : 1 }}
      styles={{ body: { height: '100%' } }}
    >
      <Flex vertical gap={12} style={{ height: '100%' }}>
        <Flex justify="space-between" align="center">
          <Heading level={3} look={4} style={{ margin: 0 }}>
            {pkg.name}
          </Heading>
          {pkg.popular && <Tag color="blue">POPULAR</Tag>}
        </Flex>
        <Typography.Text type="secondary">{creditsLabel(pkg.credits)}</Typography.Text>
        <Flex align="baseline" gap={8}>
          <Typography.Text style={{ fontSize: 32, fontWeight: 600 }}>{formatDollars(price)}</Typography.Text>
          <Typography.Text type="secondary">{formatDollars(Math.round(pkg.priceCents / pkg.credits) / 100)} per assessment</Typography.Text>
        </Flex>
        <Typography.Text type="success" style={{ minHeight: 22 }}>
          {pkg.savingsPercent > 0 ? `Save ${pkg.savingsPercent}%` : ''}
        </Typography.Text>
        <Flex vertical gap={4} style={{ flex: 1 }}>
          <Typography.Text>
            <CheckOutlined style={{ color: palette.success, marginInlineEnd: 8 }} />
            {pkg.credits === 1 ? '1 gap assessment' : `${pkg.credits} gap assessments`}
          </Typography.Text>
          <Typography.Text>
            <CheckOutlined style={{ color: palette.success, marginInlineEnd: 8 }} />
            Up to {runsPerCredit} analysis reruns per credit
          </Typography.Text>
        </Flex>
        <RoleGate allowed={mayBuy} needed="owner" block>
          <Button type={pkg.popular ? 'primary' : 'default'} block onClick={() => navigate(paths.packagePayment(pkg))}>
            Purchase
          </Button>
        </RoleGate>
      </Flex>
    </Card>
  );
}

/**
 * The packages the server sells (creditPackages query): a price change on the server shows here at once. Only a
 * workspace's owners buy: for the others each Purchase is disabled and says why.
 */
export function CreditPackageCards({ mayBuy = true }: { mayBuy?: boolean }) {
  const { data, loading, error, refetch } = useCreditPackages();
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load the credit packages"
        description={serverMessageOf(error) ?? errorMessage(error)}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}
      />
    );
  }
  if (loading || !data) {
    return (
      <div role="status" aria-label="Loading credit packages">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {data.creditPackages.map((pkg) => (
        <Col key={pkg.id} xs={24} md={8}>
          <PackageCard pkg={pkg} mayBuy={mayBuy} />
        </Col>
      ))}
    </Row>
  );
}
