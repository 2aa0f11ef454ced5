import { Flex, Grid, Pagination, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { palette } from '@gap/schema';
import type { CreditUsageTable_PurchaseFragment } from '@gap/schema/graphql';
import { formatDate, TableSkeleton } from '@gap/schema/web';

export type CreditPurchase = CreditUsageTable_PurchaseFragment;

// A new account's free credits (TRIAL_CREDITS) are told apart from bought ones.
const typeTag = (purchase: CreditPurchase) => (purchase.kind === 'trial' ? <Tag color="purple">Trial Credit</Tag> : <Tag color="blue">Credit Purchase</Tag>);

const columns: TableColumnsType<CreditPurchase> = [
  { title: 'Date', dataIndex: 'createdAt', key: 'date', render: (value: string) => formatDate(value), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
  { title: 'Type', key: 'type', render: (_, purchase) => typeTag(purchase) },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  { title: 'Remaining', dataIndex: 'remaining', key: 'remaining', align: 'right' },
];

interface CreditUsageTableProps {
  purchases: CreditPurchase[];
  loading?: boolean;
  /** Rows a page; without it every row is shown on one page. */
  pageSize?: number;
}

/** On a phone: one card per purchase, every figure visible without scrolling sideways. */
function CreditUsageCards({ purchases, loading, pageSize }: Required<Pick<CreditUsageTableProps, 'purchases' | 'loading'>> & Pick<CreditUsageTableProps, 'pageSize'>) {
  const [page, setPage] = useState(1);
  if (purchases.length === 0) {
    return loading ? <TableSkeleton label="Loading credit usage" /> : <Typography.Text type="secondary">No credit usage history yet</Typography.Text>;
  }
  const shown = pageSize ? purchases.slice((page - 1) * pageSize, page * pageSize) : purchases;
  return (
    <Flex vertical gap={12}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((purchase) => (
          <li key={purchase.id} style={{ padding: '12px 0', borderBottom: `1px solid ${palette.border}` }}>
            <Flex vertical gap={4}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text>{formatDate(purchase.createdAt)}</Typography.Text>
                {typeTag(purchase)}
              </Flex>
              <Flex justify="space-between" gap={8}>
                <Typography.Text type="secondary">Quantity {purchase.quantity}</Typography.Text>
                <Typography.Text strong>Remaining {purchase.remaining}</Typography.Text>
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
      {pageSize && purchases.length > pageSize && (
        <Pagination size="small" align="end" current={page} pageSize={pageSize} total={purchases.length} onChange={setPage} showSizeChanger={false} />
      )}
    </Flex>
  );
}

/**
 * Purchases, and a new account's trial credits, with what is left of each (SPEC 2, 'Recent Usage'). On a phone a
 * card per purchase; on wider screens the table, which scrolls inside a region that takes keyboard focus when it
 * is wider than its column.
 */
export function CreditUsageTable({ purchases, loading = false, pageSize }: CreditUsageTableProps) {
  const phone = Grid.useBreakpoint().sm === false;
  if (phone) return <CreditUsageCards purchases={purchases} loading={loading} pageSize={pageSize} />;
  return (
    <div role="region" aria-label="Credit usage" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<CreditPurchase>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={purchases}
        pagination={pageSize && purchases.length > pageSize ? { pageSize, hideOnSinglePage: true } : false}
        // As secondary text: antd writes a bare string in its disabled grey (1.8:1).
        locale={{ emptyText: loading ? <TableSkeleton label="Loading credit usage" /> : <Typography.Text type="secondary">No credit usage history yet</Typography.Text> }}
        style={{ minWidth: 'max-content' }}
      />
    </div>
  );
}
