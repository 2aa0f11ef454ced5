import { CreditCardOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { palette } from '@gap/schema';
import type { CreditsQuery } from '@gap/schema/graphql';
import { formatDate, RoleGate } from '@gap/schema/web';
import { paths } from '@/config/paths';

interface CreditBalanceProps {
  summary: CreditsQuery['credits'] | undefined;
  loading: boolean;
  /** The caller owns the workspace: only owners buy credits. */
  mayBuy: boolean;
  onViewHistory: () => void;
}

/** The balance, the way to buy more, and when the last purchase happened. */
export function CreditBalance({ summary, loading, mayBuy, onViewHistory }: CreditBalanceProps) {
  const navigate = useNavigate();
  // Trial credits were given, not bought.
  const lastPurchase = summary?.credits.find((credit) => credit.kind === 'purchase');

  return (
    <Card loading={loading} style={{ height: '100%' }}>
      <Flex vertical gap={16}>
        <Statistic
          title="Available Credits"
          value={summary?.availableCredits ?? 0}
          styles={{ content: { fontSize: 48, fontWeight: 600, color: palette.primary } }}
        />
        <Typography.Text type="secondary">
          {lastPurchase ? `Last purchased: ${formatDate(lastPurchase.createdAt)}` : 'No previous purchases'}
        </Typography.Text>
        <Flex gap={12} align="center" wrap>
          <RoleGate allowed={mayBuy} needed="owner">
            <Button type="primary" icon={<CreditCardOutlined />} onClick={() => navigate(paths.payment)}>
              Purchase Credits
            </Button>
          </RoleGate>
          <Button type="link" icon={<HistoryOutlined />} onClick={onViewHistory} style={{ paddingInline: 0 }}>
            View purchase history
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
