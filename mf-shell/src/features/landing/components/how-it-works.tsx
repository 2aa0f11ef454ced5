import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { palette } from '@gap/schema';

const steps = [
  { title: 'Create a project', text: 'Name your assessment, describe its scope and set a target date.' },
  { title: 'Upload documents', text: 'Add policies, procedures and records as PDF, Word or Excel files.' },
  { title: 'AI analysis', text: 'The AI answers the control questions from your documents; you complete the rest.' },
  { title: 'Gap assessment', text: 'Receive findings with risk levels, compliance scores and recommendations.' },
];

export function HowItWorks() {
  return (
    <section style={{ background: palette.slate100 }}>
      <div style={{ maxWidth: 1180, margin: '0 auto', padding: '72px 20px' }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 40 }}>
          How it works
        </Typography.Title>
        <Row gutter={[24, 32]}>
          {steps.map((step, index) => (
            <Col key={step.title} xs={24} sm={12} lg={6} style={{ textAlign: 'center' }}>
              <div
                aria-hidden
                style={{
                  width: 48,
                  height: 48,
                  margin: '0 auto 16px',
                  borderRadius: '50%',
                  background: palette.primary,
                  color: palette.white,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 20,
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </div>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {step.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{step.text}</Typography.Paragraph>
            </Col>
          ))}
        </Row>
      </div>
    </section>
  );
}
