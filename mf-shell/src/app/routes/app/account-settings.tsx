import { paths } from '@/config/paths';
import { AccountSettingsPage } from '@/features/account/components/account-settings-page';

/** /settings/account: the signed-in user's profile, password and sessions. */
export default function AccountSettingsRoute() {
  return <AccountSettingsPage apiTokensPath={paths.apiTokens} />;
}
