import { CheckCircleFilled } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useNavigate } from 'react-router-dom';
import { palette } from '@gap/schema';
import { paths } from '@/config/paths';
import { TrialOfferNote } from './trial-offer';

const highlights = ['ISO/IEC 27001:2022 clauses and all 93 Annex A controls', 'Evidence cited from your own documents', 'Risk-ranked findings you can export'];

export function Hero() {
  const navigate = useNavigate();
  return (
    <section style={{ background: `linear-gradient(160deg, ${palette.navy} 0%, ${palette.primaryDeep} 100%)`, color: palette.white }}>
      <Flex vertical align="center" gap={20} style={{ maxWidth: 880, margin: '0 auto', padding: '88px 20px 96px', textAlign: 'center' }}>
        <Typography.Text style={{ color: palette.primaryPale, fontWeight: 600, letterSpacing: 1 }}>ISO 27001 READINESS, MEASURED</Typography.Text>
        <Typography.Title style={{ color: palette.white, fontSize: 'clamp(32px, 5vw, 52px)', margin: 0, lineHeight: 1.15 }}>
          Find your ISO 27001 gaps before the auditor does
        </Typography.Title>
        <Typography.Paragraph style={{ color: palette.slate300, fontSize: 18, maxWidth: 680, margin: 0 }}>
          Upload your security policies, let AI map them to the standard&apos;s control questions, and receive a gap
          assessment with risk levels and practical recommendations.
        </Typography.Paragraph>
        <Flex gap={12} wrap justify="center">
          <Button type="primary" size="large" onClick={() => navigate(paths.register)}>
            Start Free Trial
          </Button>
          <Button size="large" ghost onClick={() => navigate(paths.login)}>
            Sign In
          </Button>
        </Flex>
        <TrialOfferNote style={{ color: palette.slate200 }} />
        <Flex gap={20} wrap justify="center" style={{ marginTop: 8 }}>
          {highlights.map((text) => (
            <Typography.Text key={text} style={{ color: palette.slate200 }}>
              <CheckCircleFilled style={{ color: palette.successBright, marginInlineEnd: 6 }} />
              {text}
            </Typography.Text>
          ))}
        </Flex>
      </Flex>
    </section>
  );
}
