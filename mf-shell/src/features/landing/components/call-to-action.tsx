import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { TrialOfferNote } from './trial-offer';

export function CallToAction() {
  const navigate = useNavigate();
  return (
    <section style={{ maxWidth: 880, margin: '0 auto', padding: '72px 20px', textAlign: 'center' }}>
      <Typography.Title level={2}>Ready to see where you stand?</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        Create an account, set up your first project and upload your policies in minutes.
      </Typography.Paragraph>
      <Flex justify="center">
        <Button type="primary" size="large" onClick={() => navigate(paths.register)}>
          Start Free Trial
        </Button>
      </Flex>
      <TrialOfferNote style={{ marginTop: 16 }} />
    </section>
  );
}
