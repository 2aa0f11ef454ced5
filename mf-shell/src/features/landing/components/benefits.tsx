import { FileSearchOutlined, FileExcelOutlined, RobotOutlined, SafetyOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { palette } from '@gap/schema';

const benefits: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'AI document analysis',
    text: 'Policies are read page by page and matched to each control question, with the evidence quoted and cited.',
    icon: <RobotOutlined />,
  },
  {
    title: 'Complete control coverage',
    text: 'Questions cover the management-system clauses 4 to 10 and every Annex A control of ISO/IEC 27001:2022.',
    icon: <SafetyOutlined />,
  },
  {
    title: 'Risk-ranked findings',
    text: 'Each gap is rated high, medium or low risk, with a recommendation, best practices and implementation steps.',
    icon: <FileSearchOutlined />,
  },
  {
    title: 'Audit-ready reports',
    text: 'Filter and search findings, then export the full assessment to Excel for your remediation plan.',
    icon: <FileExcelOutlined />,
  },
];

export function Benefits() {
  return (
    <section style={{ maxWidth: 1180, margin: '0 auto', padding: '72px 20px' }}>
      <Typography.Title level={2} style={{ textAlign: 'center' }}>
        Why teams use it
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', maxWidth: 640, margin: '0 auto 40px' }}>
        Replace weeks of spreadsheet work with a structured, evidence-based assessment.
      </Typography.Paragraph>
      <Row gutter={[20, 20]}>
        {benefits.map((benefit) => (
          <Col key={benefit.title} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%' }}>
              <div style={{ fontSize: 28, color: palette.primary, marginBottom: 12 }}>{benefit.icon}</div>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {benefit.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {benefit.text}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
