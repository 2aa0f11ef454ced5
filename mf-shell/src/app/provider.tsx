import AntdApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { focusStyle } from '@/config/focus-style';
import { appTheme, notificationConfig } from '@/config/theme';

/**
 * App-wide providers. antd is imported per component here and on the public pages, so /, /login and /register
 * load only the antd modules they use. The shared 'antd' that the shell provides to the remotes is built from the
 * same modules, so this ConfigProvider and App also serve the authenticated area and every remote.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme}>
      <AntdApp notification={notificationConfig} message={{ maxCount: 1 }}>
        {/* Visible keyboard focus on every control of the shell and the remotes. */}
        <style>{focusStyle}</style>
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
