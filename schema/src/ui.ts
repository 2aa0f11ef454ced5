/**
 * Every colour the screens use, by name: components take them from here (or from antd's theme tokens), never
 * as hex literals, so a palette change (or a contrast fix) is one edit. SPEC 4's badge colours are antd presets.
 * Colours that carry text (success, warning, caution, danger, textMuted) reach 4.5:1 on white, on the page background
 * and on their own pale tints (WCAG 2.1 AA; a test checks it); the bright and pale ones are for icons and fills.
 */
export const palette = {
  primary: '#1d4ed8',
  /** Hovered buttons and links: antd's own lighter blue puts white text at 4.3:1. */
  primaryHover: '#2563eb',
  primaryDeep: '#1e3a8a',
  primaryBright: '#60a5fa',
  primaryPale: '#93c5fd',
  primaryTint: '#dbeafe',
  primaryWash: '#eff6ff',
  success: '#15803d',
  successTint: '#f0fdf4',
  successLine: '#bbf7d0',
  successBright: '#4ade80',
  warning: '#b45309',
  warningTint: '#fffbeb',
  warningLine: '#fde68a',
  /** Text of orange tags (antd's orange is 3.3:1 on its tint). */
  orange: '#c2410c',
  caution: '#9c5f07',
  danger: '#b91c1c',
  dangerTint: '#ffccc7',
  violet: '#7c3aed',
  white: '#ffffff',
  whiteTranslucent: '#ffffffee',
  navy: '#0f172a',
  navyLine: '#1e293b',
  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  /** Secondary text (descriptions, captions, placeholders): antd's 45 % black is 3.4:1 on white. */
  textMuted: '#5b6472',
  border: '#e5e7eb',
  neutralBorder: '#d9d9d9',
  pageBackground: '#f5f7fb',
} as const;

/**
 * Height of the signed-in frame's header, which stays at the top of the page: a screen's own sticky bar (a table's
 * header, the questionnaire's filter bar) sits right under it.
 */
export const appHeaderHeight = 64;

/**
 * Look and feel shared by the shell and the remotes' standalone dev pages (plain data: an antd ThemeConfig
 * and toast settings, so this package needs no antd dependency).
 */
export const brandTheme = {
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.danger,
    colorPrimaryHover: palette.primaryHover,
    colorLinkHover: palette.primaryHover,
    // Secondary text and placeholders in a colour that reads (antd derives them as translucent black below 4.5:1).
    colorTextDescription: palette.textMuted,
    colorTextTertiary: palette.textMuted,
    colorTextPlaceholder: palette.textMuted,
    // antd derives these from the dark success and warning colours as muddy greys: set, they stay pale tints.
    colorSuccessBg: palette.successTint,
    colorSuccessBorder: palette.successLine,
    colorWarningBg: palette.warningTint,
    colorWarningBorder: palette.warningLine,
    // Preset tags write their text in the preset's 7th shade: antd's green and gold ones are below 4.5:1. Both
    // spellings: they share one CSS variable, and the legacy one is written last.
    green7: palette.success,
    'green-7': palette.success,
    gold7: palette.warning,
    'gold-7': palette.warning,
    orange7: palette.orange,
    'orange-7': palette.orange,
    // A busy button keeps its colours (antd fades it to 65 %, and white on the faded primary is 2.8:1); its
    // spinner says it is busy.
    opacityLoading: 1,
    // Links are told apart by more than their colour (WCAG 1.4.1).
    linkDecoration: 'underline',
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: palette.navy, headerBg: palette.white, bodyBg: palette.pageBackground, headerHeight: appHeaderHeight },
    Menu: { darkItemBg: palette.navy, darkItemSelectedBg: palette.primary },
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
export const fileTypeBadgeColors = { pdf: 'red', word: 'blue', spreadsheet: 'green', other: palette.slate500 } as const;
