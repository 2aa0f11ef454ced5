import { CheckOutlined } from '@ant-design/icons';
import { creditPackages, type CreditPackage, palette } from '@gap/schema';
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDollars, Heading } from '@gap/schema/web';

const creditsLabel = (credits: number) => `${credits} ${credits === 1 ? 'credit' : 'credits'}`;

function PackageCard({ pkg }: { pkg: CreditPackage }) {
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
            Up to 5 analysis reruns per credit
          </Typography.Text>
        </Flex>
        <Button type={pkg.popular ? 'primary' : 'default'} block onClick={() => navigate(paths.packagePayment(pkg))}>
          Purchase
        </Button>
      </Flex>
    </Card>
  );
}

/** The three packages of the shared table (SPEC 9); prices come from @gap/schema, never from the page. */
export function CreditPackageCards() {
  return (
    <Row gutter={[16, 16]}>
      {creditPackages.map((pkg) => (
        <Col key={pkg.id} xs={24} md={8}>
          <PackageCard pkg={pkg} />
        </Col>
      ))}
    </Row>
  );
}
