import { MailOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { enterpriseSalesEmail } from '@/config/paths';

/** 'Contact us' for enterprise pricing: a short note with the sales address. */
export function EnterpriseContact() {
  const [open, setOpen] = useState(false);
  return (
    <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
      Need more than 10 assessments or invoiced billing?{' '}
      {/* A real link (mail to sales) that opens the note first: middle-click or no script still reaches sales. */}
      <Typography.Link
        href={`mailto:${enterpriseSalesEmail}?subject=Enterprise%20pricing`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Contact us
      </Typography.Link>{' '}
      for enterprise pricing.
      <Modal
        title="Enterprise pricing"
        open={open}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" icon={<MailOutlined />} href={`mailto:${enterpriseSalesEmail}?subject=Enterprise%20pricing`}>
            Email {enterpriseSalesEmail}
          </Button>
        }
      >
        <Typography.Paragraph>
          For volume credit packages, invoicing or a purchase order, email us with your organisation and the number of
          assessments you plan per year. We reply within one business day.
        </Typography.Paragraph>
      </Modal>
    </Typography.Paragraph>
  );
}
