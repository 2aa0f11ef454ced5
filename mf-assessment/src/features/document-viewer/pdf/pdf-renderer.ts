import type { PDFDocumentProxy } from 'pdfjs-dist';

// The legacy build: the same pdf.js with polyfills for the browsers of the last few years, not only the newest.
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let library: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded on first use (it stays out of the remote's main chunk), with its worker. The bundler emits the
 * worker file beside the remote's chunks and resolves its URL against the remote's own public path. Served by the
 * gateway (same origin as the page) it runs in a Web Worker. From another origin a worker cannot start, and the
 * blob wrapper pdf.js would try instead is refused by the product's CSP (worker-src falls back to script-src), so
 * the worker module is imported into the page (allowed: remote origins are script sources with CORS) and pdf.js
 * parses on the page's thread: slower for a large file, the same result.
 */
function pdfjs(): Promise<PdfJs> {
  library ??= (async () => {
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const worker = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url);
    lib.GlobalWorkerOptions.workerSrc = worker.href;
    if (worker.origin !== window.location.origin) {
      Object.assign(globalThis, { pdfjsWorker: await import(/* webpackIgnore: true */ worker.href) });
    }
    return lib;
  })();
  library.catch(() => {
    library = undefined; // a failed chunk load may succeed on the next attempt
  });
  return library;
}

/** Where a page is drawn: a canvas, and the layer of positioned text spans over it (selectable, searchable). */
export interface PageTarget {
  canvas: HTMLCanvasElement;
  textLayer: HTMLDivElement;
  /** CSS pixels the page should be wide. */
  width: number;
}

export interface RenderedPage {
  /** Resolves with the text layer's spans, one per run of text, once the page and its text are drawn. */
  spans: Promise<HTMLElement[]>;
  cancel(): void;
}

export interface PdfFile {
  pageCount: number;
  renderPage(pageNumber: number, target: PageTarget): RenderedPage;
  close(): void;
}

/** Opens a PDF from its bytes (the original file, as the REST facade serves it). */
export async function openPdf(bytes: Uint8Array): Promise<PdfFile> {
  const lib = await pdfjs();
  const loading = lib.getDocument({ data: bytes });
  const document: PDFDocumentProxy = await loading.promise;
  return {
    pageCount: document.numPages,
    renderPage: (pageNumber, target) => renderPage(lib, document, pageNumber, target),
    close: () => void loading.destroy(),
  };
}

function renderPage(lib: PdfJs, document: PDFDocumentProxy, pageNumber: number, { canvas, textLayer, width }: PageTarget): RenderedPage {
  let cancelled = false;
  const cancels: (() => void)[] = [];
  const spans = (async () => {
    const page = await document.getPage(pageNumber);
    const scale = width / page.getViewport({ scale: 1 }).width;
    const viewport = page.getViewport({ scale });
    // Drawn at the screen's pixel density, shown at CSS size: sharp on high-DPI screens.
    const density = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * density);
    canvas.height = Math.floor(viewport.height * density);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    const drawing = page.render({ canvas, viewport, transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0] });
    cancels.push(() => drawing.cancel());
    await drawing.promise;
    if (cancelled) return [];
    textLayer.replaceChildren();
    textLayer.style.setProperty('--total-scale-factor', String(scale));
    const text = new lib.TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
    cancels.push(() => text.cancel());
    await text.render();
    return text.textDivs;
  })();
  return {
    spans,
    cancel: () => {
      cancelled = true;
      cancels.forEach((cancel) => cancel());
    },
  };
}
