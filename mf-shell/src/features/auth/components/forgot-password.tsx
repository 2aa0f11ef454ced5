import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';

/** Explains how a password is reset in a self-hosted installation (there is no e-mail reset flow). */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setOpen(true)}>
        Forgot your password?
      </Button>
      <Modal
        title="Resetting your password"
        open={open}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            Got it
          </Button>
        }
      >
        <Typography.Paragraph>
          Passwords are reset by your administrator. Ask the administrator of this installation (the first registered
          account) to reset it, or run <Typography.Text code>npm run reset-password -- &lt;username&gt;</Typography.Text>{' '}
          on the server.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
