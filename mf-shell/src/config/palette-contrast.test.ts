import { brandTheme, palette } from '@gap/schema';
import { focusRing, focusStyle } from './focus-style';

// WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

// The surfaces text sits on: cards, the page, antd's grey fills and the pale tints of alerts and tags.
const surfaces = [palette.white, palette.pageBackground, palette.slate50, palette.slate100, palette.primaryWash];

test.each([
  ['textMuted', palette.textMuted],
  ['primary', palette.primary],
  ['primaryHover', palette.primaryHover],
  ['orange', palette.orange],
  ['success', palette.success],
  ['warning', palette.warning],
  ['caution', palette.caution],
  ['danger', palette.danger],
])('%s text reaches 4.5:1 on every light surface', (_name, colour) => {
  for (const surface of surfaces) expect(contrast(colour, surface)).toBeGreaterThanOrEqual(4.5);
});

test.each([
  ['success', palette.success, palette.successTint],
  ['warning', palette.warning, palette.warningTint],
])('%s text reaches 4.5:1 on its own tint (tags, alerts)', (_name, colour, tint) => {
  expect(contrast(colour, tint)).toBeGreaterThanOrEqual(4.5);
});

test('the theme writes secondary text and preset tags in the colours checked above', () => {
  expect(brandTheme.token).toMatchObject({
    colorTextDescription: palette.textMuted,
    colorTextTertiary: palette.textMuted,
    colorTextPlaceholder: palette.textMuted,
    colorSuccessBg: palette.successTint,
    colorWarningBg: palette.warningTint,
    green7: palette.success,
    'green-7': palette.success,
    gold7: palette.warning,
    'gold-7': palette.warning,
    orange7: palette.orange,
    colorPrimaryHover: palette.primaryHover,
  });
});

test('white text reads on primary buttons, hovered, busy or not', () => {
  for (const colour of [palette.primary, palette.primaryHover]) expect(contrast(palette.white, colour)).toBeGreaterThanOrEqual(4.5);
  // A busy (loading) button is drawn at this opacity over the page: anything below 1 lightens the primary.
  expect(brandTheme.token.opacityLoading).toBe(1);
});

test('the sidebar text reads on the navy sidebar', () => {
  for (const colour of [palette.slate50, palette.slate400]) expect(contrast(colour, palette.navy)).toBeGreaterThanOrEqual(4.5);
});

test('the keyboard focus ring reaches 3:1 (WCAG 1.4.11) on the light surfaces and on the navy sidebar', () => {
  for (const surface of surfaces) expect(contrast(focusRing.onLight, surface)).toBeGreaterThanOrEqual(3);
  for (const surface of [palette.navy, palette.navyLine]) expect(contrast(focusRing.onDark, surface)).toBeGreaterThanOrEqual(3);
  // The style draws those colours, and no other.
  expect(new Set(focusStyle.match(/#[0-9a-f]{6}/g))).toEqual(new Set([focusRing.onLight, focusRing.onDark]));
});
