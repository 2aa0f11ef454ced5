import { palette } from '@gap/schema';

/**
 * Keyboard focus colours (WCAG 2.4.7 and 1.4.11: at least 3:1 against what they sit on; palette-contrast.test.ts
 * checks them): the primary blue on the light page, the bright blue on the navy sidebar.
 */
export const focusRing = { onLight: palette.primary, onDark: palette.primaryBright } as const;

/** Marks a dark surface (the sidebar) whose focus ring takes the bright colour. */
export const darkSurface = { 'data-surface': 'dark' } as const;

/**
 * One focus style for the shell and every remote (they render in its document). antd's own rings are a pale
 * blue below 3:1 and some controls show none (selects, inputs), so this one wins over them (!important). antd
 * draws radio buttons, selects and prefixed inputs around a hidden or borderless input: the ring goes on what is drawn.
 */
export const focusStyle = `
:focus-visible {
  outline: 2px solid ${focusRing.onLight} !important;
  outline-offset: 2px !important;
}
.ant-input-affix-wrapper:has(input:focus-visible),
.ant-radio-button-wrapper:has(input:focus-visible),
.ant-checkbox-wrapper:has(input:focus-visible) .ant-checkbox,
.ant-select:has(input:focus-visible) {
  outline: 2px solid ${focusRing.onLight};
  outline-offset: 2px;
}
.ant-input-affix-wrapper input:focus-visible,
.ant-radio-button-wrapper input:focus-visible,
.ant-checkbox-wrapper input:focus-visible,
.ant-select input:focus-visible {
  outline: none !important;
}
.ant-radio-button-wrapper:has(input:focus-visible) {
  z-index: 2;
}
/* The password fields' show/hide eye: a 24 x 24 px target (WCAG 2.5.8) around its 14 px icon. */
.ant-input-password-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
  margin-block: -5px;
  margin-inline: 0 -5px;
}
/* A whole menu list (the sidebar's, on entry) sits in a scroller that would clip a ring outside it. */
[role='menu']:focus-visible {
  outline-offset: -2px !important;
}
[data-surface='dark'] :focus-visible {
  outline-color: ${focusRing.onDark} !important;
}
`;
