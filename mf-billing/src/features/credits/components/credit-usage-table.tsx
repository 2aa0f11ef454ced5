import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CreditUsageTable_PurchaseFragment } from '@gap/schema/graphql';
import { formatDate, TableSkeleton } from '@gap/schema/web';

export type CreditPurchase = CreditUsageTable_PurchaseFragment;

const columns: TableColumnsType<CreditPurchase> = [
  { title: 'Date', dataIndex: 'createdAt', key: 'date', render: (value: string) => formatDate(value), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
  { title: 'Type', key: 'type', render: () => <Tag color="blue">Credit Purchase</Tag> },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  { title: 'Remaining', dataIndex: 'remaining', key: 'remaining', align: 'right' },
];

interface CreditUsageTableProps {
  purchases: CreditPurchase[];
  loading?: boolean;
  /** Rows a page; without it every row is shown on one page. */
  pageSize?: number;
}

/** Purchases with what is left of each (SPEC 2, 'Recent Usage'). */
export function CreditUsageTable({ purchases, loading = false, pageSize }: CreditUsageTableProps) {
  return (
    <Table<CreditPurchase>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={purchases}
      pagination={pageSize && purchases.length > pageSize ? { pageSize, hideOnSinglePage: true } : false}
      locale={{ emptyText: loading ? <TableSkeleton label="Loading credit usage" /> : 'No credit usage history yet' }}
      scroll={{ x: 'max-content' }}
    />
  );
}
