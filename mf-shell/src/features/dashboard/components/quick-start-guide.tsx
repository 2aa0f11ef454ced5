import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { palette } from '@gap/schema';
import { paths } from '@/config/paths';

const steps = [
  {
    title: 'Create a project',
    text: 'Define the scope of your ISO 27001 assessment and a target date.',
    action: 'Create Project',
    to: paths.projects,
  },
  {
    title: 'Upload documents',
    text: 'Add your security policies and procedures (PDF, Word or Excel).',
    action: 'Upload Documents',
    to: paths.projects,
  },
  {
    title: 'Purchase credits',
    text: 'One credit runs a full gap assessment with findings and recommendations.',
    action: 'Purchase Credits',
    to: paths.assessmentCredits,
  },
];

export function QuickStartGuide() {
  const navigate = useNavigate();
  return (
    <Card title="Quick Start Guide">
      <Row gutter={[16, 16]}>
        {steps.map((step, index) => (
          <Col key={step.title} xs={24} md={8}>
            <Flex vertical gap={8} style={{ height: '100%' }}>
              <Flex align="center" gap={10}>
                <span
                  aria-hidden
                  style={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    background: palette.primaryTint,
                    color: palette.primary,
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 600,
                  }}
                >
                  {index + 1}
                </span>
                <Typography.Text strong>{step.title}</Typography.Text>
              </Flex>
              <Typography.Paragraph type="secondary" style={{ flex: 1, marginBottom: 8 }}>
                {step.text}
              </Typography.Paragraph>
              <Button onClick={() => navigate(step.to)}>{step.action}</Button>
            </Flex>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
