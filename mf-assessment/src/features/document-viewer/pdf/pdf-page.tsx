import { Alert, Spin } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { markQuote } from './mark-quote';
import { pdfPageCss } from './pdf-page-styles';
import type { PdfFile } from './pdf-renderer';

/** A page is never drawn wider than this: a readable line length on a wide screen. */
const maxWidth = 880;

interface PdfPageProps {
  pdf: PdfFile;
  pageNumber: number;
  /** Words to highlight on this page, if any. */
  quote: string | null;
  /** Told once the page is drawn whether the quote was found on it. */
  onQuoteMarked: (found: boolean) => void;
  label: string;
  /** 1: as wide as the column; more: wider, the page scrolls sideways (small print on a phone). */
  zoom: number;
}

/** One page drawn by pdf.js as wide as the column allows (times the zoom), with its text layer, the quote marked and scrolled to. */
export function PdfPage({ pdf, pageNumber, quote, onQuoteMarked, label, zoom }: PdfPageProps) {
  const column = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const reportMarked = useRef(onQuoteMarked);
  reportMarked.current = onQuoteMarked;
  const width = Math.floor(useColumnWidth(column) * zoom);
  const [drawing, setDrawing] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!width || !canvas.current || !textLayer.current) return;
    let current = true;
    setDrawing(true);
    setFailed(false);
    const rendered = pdf.renderPage(pageNumber, { canvas: canvas.current, textLayer: textLayer.current, width });
    rendered.spans.then(
      (spans) => {
        if (!current) return;
        setDrawing(false);
        if (!quote) return;
        const mark = markQuote(spans, quote);
        reportMarked.current(mark !== null);
        mark?.scrollIntoView?.({ block: 'center', inline: 'center' });
      },
      () => {
        // A cancelled drawing (another page, another width) rejects too: only the current one counts.
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      rendered.cancel();
    };
  }, [pdf, pageNumber, quote, width]);

  return (
    <div ref={column} style={{ width: '100%' }}>
      <style href="gap-pdf-page" precedence="medium">
        {pdfPageCss}
      </style>
      {failed && <Alert type="error" showIcon title={`Page ${pageNumber} could not be drawn`} style={{ marginBottom: 12 }} />}
      <Spin spinning={drawing && !failed} description="Drawing the page…">
        <div style={{ overflowX: 'auto', paddingBlock: 4 }}>
          <section aria-label={label} className="gap-pdf-page" style={{ width: width || undefined }}>
            <canvas ref={canvas} aria-hidden="true" />
            <div ref={textLayer} className="gap-pdf-text-layer" />
          </section>
        </div>
      </Spin>
    </div>
  );
}

/** The column's width in whole CSS pixels (at most maxWidth), followed as the window resizes. */
function useColumnWidth(column: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = column.current;
    if (!element) return;
    // jsdom lays nothing out (0): a test's page is drawn at the widest.
    const measure = () => setWidth(Math.min(Math.floor(element.clientWidth) || maxWidth, maxWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [column]);
  return width;
}
