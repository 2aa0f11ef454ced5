import { palette } from '@gap/schema';

/**
 * The text layer pdf.js lays over a drawn page (the rules of pdf.js's own viewer that the layer needs): each run
 * of text is a transparent, absolutely positioned span sized to the glyphs under it, so the words can be selected,
 * searched and read aloud, and a <mark> in it highlights the words on the page. Rendered as a <style> by the page
 * (React keeps one copy), so the remote needs no stylesheet pipeline of its own.
 */
export const pdfPageCss = `
.gap-pdf-page {
  position: relative;
  margin-inline: auto;
  background: ${palette.white};
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.2);
}

.gap-pdf-page canvas {
  display: block;
}

.gap-pdf-text-layer {
  --scale-round-x: 1px;
  --scale-round-y: 1px;
  --min-font-size: 1;
  --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size));
  --min-font-size-inv: calc(1 / var(--min-font-size));
  position: absolute;
  inset: 0;
  overflow: clip;
  line-height: 1;
  text-align: initial;
  text-size-adjust: none;
  forced-color-adjust: none;
  transform-origin: 0 0;
  /* Multiplied onto the drawn page: a mark tints the paper while the words drawn under it stay black. */
  mix-blend-mode: multiply;
}

.gap-pdf-text-layer :is(span, br) {
  color: transparent;
  position: absolute;
  white-space: pre;
  cursor: text;
  transform-origin: 0% 0%;
}

.gap-pdf-text-layer > :not(.markedContent),
.gap-pdf-text-layer .markedContent span:not(.markedContent) {
  --font-height: 0;
  --scale-x: 1;
  --rotate: 0deg;
  font-size: calc(var(--text-scale-factor) * var(--font-height));
  transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv));
}

.gap-pdf-text-layer .markedContent {
  display: contents;
}

.gap-pdf-text-layer mark {
  color: transparent;
  background: ${palette.warningLine};
  outline: 2px solid ${palette.warning};
  border-radius: 2px;
  padding: 0;
}

.gap-pdf-text-layer ::selection {
  background: rgb(0 0 255 / 0.25);
  color: transparent;
}
`;
