import { App, Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { endSession, useToast } from '@gap/schema/web';
import { useAccountSettings, useSignOutEverywhere } from '../api/use-account';

const tokensLabel = (count: number) => `${count} API ${count === 1 ? 'token' : 'tokens'}`;

/**
 * Ends every session of the user, this one included, and with the box ticked revokes the API tokens too (scripts
 * using them stop at once). Asks first, with Cancel focused; then goes to the sign-in page.
 */
export function SignOutEverywhere() {
  const { modal } = App.useApp();
  const toast = useToast();
  const { data } = useAccountSettings();
  const [signOutEverywhere, { loading }] = useSignOutEverywhere();
  const [revokeApiTokens, setRevokeApiTokens] = useState(false);
  const tokenCount = data?.apiTokens.length;

  const run = async () => {
    try {
      const { data: result } = await signOutEverywhere({ variables: { revokeApiTokens } });
      const revoked = result?.signOutEverywhere.apiTokensRevoked ?? 0;
      toast.success('Signed Out Everywhere', revoked ? `${tokensLabel(revoked)} revoked as well.` : 'Your API tokens still work.');
      endSession();
    } catch (error) {
      toast.failed('Error', error, 'Failed to sign out everywhere');
    }
  };

  const confirm = () =>
    modal.confirm({
      title: 'Sign out everywhere?',
      content: revokeApiTokens
        ? 'Every browser and device signed in to your account, this one included, is signed out, and your API tokens stop working.'
        : 'Every browser and device signed in to your account, this one included, is signed out. Your API tokens keep working.',
      okText: 'Sign Out Everywhere',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // Cancel has the focus: Enter or Space from the keyboard ends nothing.
      focusable: { autoFocusButton: 'cancel' },
      onOk: run,
    });

  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Text type="secondary">Use this if you signed in on a shared computer or think someone else knows your password.</Typography.Text>
      <Checkbox checked={revokeApiTokens} onChange={(event) => setRevokeApiTokens(event.target.checked)}>
        Also revoke my API tokens{tokenCount !== undefined ? ` (${tokensLabel(tokenCount)})` : ''}
      </Checkbox>
      <Button danger onClick={confirm} loading={loading}>
        Sign Out Everywhere
      </Button>
    </Flex>
  );
}
