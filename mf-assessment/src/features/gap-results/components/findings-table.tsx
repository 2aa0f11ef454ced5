import { Button, Card, Empty, Flex, Pagination, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { appHeaderHeight, limits } from '@gap/schema';
import type { Finding } from '../api/types';
import { compareCompliance, compareControls, compareRisk, controlLabel } from '../utils/filter-findings';
import { FindingDetail } from './finding-details';
import { ComplianceValue, RiskBadge } from './risk-badge';

const pagination = { pageSize: limits.gapPageSize, showLessItems: true, showSizeChanger: false, hideOnSinglePage: false } as const;
const noResults = <Empty description="No results found" />;

/** "A.5.17 Authentication information" on one line, the reference apart (sorting and search name it). */
function ControlName({ finding }: { finding: Finding }) {
  return (
    <span title={`${controlLabel(finding)} ${finding.question.title}`}>
      <Typography.Text strong>{controlLabel(finding)}</Typography.Text> {finding.question.title}
    </span>
  );
}

// One line a finding: long text ends in an ellipsis (the whole of it is in the cell's title and the opened row).
const columns: ColumnsType<Finding> = [
  { title: 'Control', key: 'control', width: '34%', ellipsis: true, sorter: compareControls, render: (_, f) => <ControlName finding={f} /> },
  { title: 'Finding', dataIndex: 'finding', key: 'finding', ellipsis: true },
  { title: 'Risk', key: 'risk', width: 96, sorter: compareRisk, render: (_, f) => <RiskBadge level={f.riskLevel} /> },
  { title: 'Compliance', key: 'compliance', width: 140, sorter: compareCompliance, render: (_, f) => <ComplianceValue finding={f} /> },
];

/**
 * From 768 px: the SPEC 2 table, 10 rows a page, one line a finding, each row opening (a click or its + button) to
 * its recommendation, answer and evidence. The header stays under the app's header while the rows scroll.
 */
export function FindingsTable({ findings }: { findings: Finding[] }) {
  return (
    <Table<Finding>
      rowKey="id"
      size="small"
      tableLayout="fixed"
      sticky={{ offsetHeader: appHeaderHeight }}
      columns={columns}
      dataSource={findings}
      pagination={pagination}
      locale={{ emptyText: noResults }}
      expandable={{ expandedRowRender: (f) => <FindingDetail finding={f} />, expandRowByClick: true }}
    />
  );
}

/** A phone's finding: control and risk on one line, compliance and the finding's start on the next; Details opens it. */
function FindingCard({ finding }: { finding: Finding }) {
  const [open, setOpen] = useState(false);
  const detailId = `finding-detail-${finding.id}`;
  return (
    <Card size="small" data-testid="finding-card" styles={{ body: { padding: '6px 12px' } }}>
      <Flex vertical gap={2}>
        <Flex gap={8} align="center" style={{ minWidth: 0 }}>
          <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
            <ControlName finding={finding} />
          </Typography.Text>
          <RiskBadge level={finding.riskLevel} />
        </Flex>
        <Flex gap={8} align="center" style={{ minWidth: 0 }}>
          <span style={{ flexShrink: 0 }}>
            <ComplianceValue finding={finding} />
          </span>
          <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 0 }}>
            {finding.finding}
          </Typography.Text>
          <Button type="link" size="small" aria-expanded={open} aria-controls={open ? detailId : undefined} style={{ paddingInline: 0, flexShrink: 0 }} onClick={() => setOpen(!open)}>
            Details
          </Button>
        </Flex>
        {open && (
          <div id={detailId} style={{ paddingBlock: 8 }}>
            <FindingDetail finding={finding} />
          </div>
        )}
      </Flex>
    </Card>
  );
}

/** Below 768 px: one short card per finding, same paging. */
export function FindingCards({ findings }: { findings: Finding[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(findings.length / limits.gapPageSize));
  const current = Math.min(page, pages);
  const shown = findings.slice((current - 1) * limits.gapPageSize, current * limits.gapPageSize);
  if (!shown.length) return noResults;
  return (
    <Flex vertical gap={8}>
      {shown.map((f) => (
        <FindingCard key={f.id} finding={f} />
      ))}
      <Pagination align="center" current={current} onChange={setPage} total={findings.length} {...pagination} />
    </Flex>
  );
}
