import Typography from 'antd/es/typography';
import { palette } from '@gap/schema';
import { Benefits } from '@/features/landing/components/benefits';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingHeader } from '@/features/landing/components/landing-header';

export default function LandingRoute() {
  return (
    <div style={{ background: palette.white, minHeight: '100vh' }}>
      <LandingHeader />
      <main>
        <Hero />
        <Benefits />
        <HowItWorks />
        <CallToAction />
      </main>
      <footer style={{ borderTop: `1px solid ${palette.border}`, padding: '24px 20px', textAlign: 'center' }}>
        <Typography.Text type="secondary">
          ISO 27001 Gap Assessment Tool. ISO/IEC 27001 is a standard of ISO and IEC; this tool is not affiliated with them.
        </Typography.Text>
      </footer>
    </div>
  );
}
