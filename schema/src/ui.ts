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

/**
 * Badge colours of SPEC 4, as antd preset colour names (resolved from the theme's palette, never hex in a
 * component): project status grey, amber, green; risk red, amber, green.
 */
export const projectStatusBadges = {
  not_started: { label: 'Not Started', color: 'default' },
  in_progress: { label: 'In Progress', color: 'gold' },
  completed: { label: 'Completed', color: 'green' },
} as const;

export const riskBadges = {
  high: { label: 'HIGH', color: 'red' },
  medium: { label: 'MEDIUM', color: 'gold' },
  low: { label: 'LOW', color: 'green' },
} as const;

/** SPEC 4 file badges: red PDF, blue word/document, green spreadsheet, slate (not an antd preset) others. */
export const fileTypeBadgeColors = { pdf: 'red', word: 'blue', spreadsheet: 'green', other: '#64748b' } as const;
