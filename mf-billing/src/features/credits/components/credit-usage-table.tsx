import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CreditUsageTable_PurchaseFragment } from '@gap/schema/graphql';
import { formatDate, TableSkeleton } from '@gap/schema/web';

export type CreditPurchase = CreditUsageTable_PurchaseFragment;

const columns: TableColumnsType<CreditPurchase> = [
  { title: 'Date', dataIndex: 'createdAt', key: 'date', render: (value: string) => formatDate(value), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
  {
    title: 'Type',
    key: 'type',
    // A new account's free credits (TRIAL_CREDITS) are told apart from bought ones.
    render: (_, purchase) => (purchase.kind === 'trial' ? <Tag color="purple">Trial Credit</Tag> : <Tag color="blue">Credit Purchase</Tag>),
  },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  { title: 'Remaining', dataIndex: 'remaining', key: 'remaining', align: 'right' },
];

interface CreditUsageTableProps {
  purchases: CreditPurchase[];
  loading?: boolean;
  /** Rows a page; without it every row is shown on one page. */
  pageSize?: number;
}

/**
 * Purchases, and a new account's trial credits, with what is left of each (SPEC 2, 'Recent Usage'). On a phone the
 * four columns are wider than the screen: the table scrolls inside a region that takes keyboard focus, so it can be
 * scrolled without a mouse.
 */
export function CreditUsageTable({ purchases, loading = false, pageSize }: CreditUsageTableProps) {
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
