import { CheckCircleOutlined, CreditCardOutlined, FolderOpenOutlined, WarningOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { palette } from '@gap/schema';
import type { DashboardStats } from '../hooks/use-dashboard-summary';

interface StatCard {
  title: string;
  value: (stats: DashboardStats) => number | undefined;
  icon: ReactNode;
  color: string;
}

const cards: StatCard[] = [
  { title: 'Active Projects', value: (s) => s.activeProjects, icon: <FolderOpenOutlined />, color: palette.primary },
  { title: 'Completed Assessments', value: (s) => s.completedProjects, icon: <CheckCircleOutlined />, color: palette.success },
  { title: 'Assessment Credits', value: (s) => s.availableCredits, icon: <CreditCardOutlined />, color: palette.violet },
  { title: 'High Risk Findings', value: (s) => s.highRiskFindings, icon: <WarningOutlined />, color: palette.danger },
];

export function StatCards({ stats, loading }: { stats: DashboardStats; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={12} xl={6}>
          <Card loading={loading}>
            <Statistic
              title={card.title}
              // A figure whose call failed shows a dash; the page explains above the cards.
              value={card.value(stats) ?? '—'}
              prefix={<span style={{ color: card.color, marginInlineEnd: 8 }}>{card.icon}</span>}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
