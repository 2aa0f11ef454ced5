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
          This installation does not send password reset e-mails. Ask the administrator of this installation to reset
          your password; they will give you a new one to sign in with.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
