import type { ThemeConfig } from 'antd';
import { brandTheme, toastConfig } from '@gap/schema';

/** One antd theme for the shell and, through the shared ConfigProvider, every remote. */
export const appTheme: ThemeConfig = brandTheme;

/** SPEC 9: one toast visible at a time, shown for 5 seconds. */
export const notificationConfig = toastConfig;
