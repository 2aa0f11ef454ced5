/**
 * Look and feel shared by the shell and the remotes' standalone dev pages (plain data: an antd ThemeConfig
 * and toast settings, so this package needs no antd dependency).
 */
export const brandTheme = {
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f172a', headerBg: '#ffffff', bodyBg: '#f5f7fb' },
    Menu: { darkItemBg: '#0f172a', darkItemSelectedBg: '#1d4ed8' },
  },
};

/** SPEC 9: one toast visible at a time, shown for 5 seconds (antd counts seconds). */
export const toastConfig = {
  maxCount: 1,
  duration: 5,
  placement: 'topRight' as const,
};
