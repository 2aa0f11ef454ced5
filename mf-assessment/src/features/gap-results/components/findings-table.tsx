import { Card, Empty, Flex, Pagination, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { limits } from '@gap/schema';
import type { Finding } from '../api/types';
import { categoryLabel, compareCompliance, compareControls, compareRisk, controlLabel } from '../utils/filter-findings';
import { FindingDetails, RecommendationBlock } from './finding-details';
import { ComplianceValue, RiskBadge } from './risk-badge';

const pagination = { pageSize: limits.gapPageSize, showLessItems: true, showSizeChanger: false, hideOnSinglePage: false } as const;
const noResults = <Empty description="No results found" />;

const columns: ColumnsType<Finding> = [
  {
    title: 'Control',
    key: 'control',
    // Narrow enough for the five columns to fit a 768 px tablet without scrolling sideways.
    width: 110,
    sorter: compareControls,
    render: (_, f) => (
      <Space direction="vertical" size={0}>
        <Typography.Text strong>{controlLabel(f)}</Typography.Text>
        <Typography.Text type="secondary">{categoryLabel(f)}</Typography.Text>
      </Space>
    ),
  },
  { title: 'Finding', dataIndex: 'finding', key: 'finding', width: '30%' },
  { title: 'Risk', key: 'risk', width: 90, sorter: compareRisk, render: (_, f) => <RiskBadge level={f.riskLevel} /> },
  { title: 'Compliance', key: 'compliance', width: 110, sorter: compareCompliance, render: (_, f) => <ComplianceValue finding={f} /> },
  { title: 'Recommendation', key: 'recommendation', render: (_, f) => <RecommendationBlock finding={f} /> },
];

// Long findings and recommendations read from the top of the row.
const topAligned = columns.map((c) => ({ ...c, onCell: () => ({ style: { verticalAlign: 'top' as const } }) }));

/**
 * Desktop: the SPEC 2 table, 10 rows a page, each row expandable to its answer and evidence. On a tablet its
 * columns can be wider than the screen: it scrolls inside a region that takes keyboard focus, never the page.
 */
export function FindingsTable({ findings }: { findings: Finding[] }) {
  return (
    <div role="region" aria-label="Findings" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<Finding>
        rowKey="id"
        columns={topAligned}
        dataSource={findings}
        pagination={pagination}
        locale={{ emptyText: noResults }}
        expandable={{ expandedRowRender: (f) => <FindingDetails finding={f} /> }}
      />
    </div>
  );
}

/** Below 768 px: one card per finding, same paging. */
export function FindingCards({ findings }: { findings: Finding[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(findings.length / limits.gapPageSize));
  const current = Math.min(page, pages);
  const shown = findings.slice((current - 1) * limits.gapPageSize, current * limits.gapPageSize);
  if (!shown.length) return noResults;
  return (
    <Flex vertical gap={12}>
      {shown.map((f) => (
        <Card key={f.id} size="small" title={`${controlLabel(f)} · ${categoryLabel(f)}`} extra={<RiskBadge level={f.riskLevel} />}>
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <ComplianceValue finding={f} />
            <Typography.Paragraph style={{ margin: 0 }}>{f.finding}</Typography.Paragraph>
            <RecommendationBlock finding={f} />
            <details>
              <summary>Answer and evidence</summary>
              <FindingDetails finding={f} />
            </details>
          </Space>
        </Card>
      ))}
      <Pagination align="center" current={current} onChange={setPage} total={findings.length} {...pagination} />
    </Flex>
  );
}
