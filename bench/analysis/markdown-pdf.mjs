// Markdown policy documents as PDFs the way organisations publish them (`npm run bench -- analysis --format pdf`):
// rendered by Debian's Chromium (as the journeys use it) on A4 pages with a running header (the document's
// title) and footer ("Page n of m"), so text wraps across lines and pages, and every page repeats furniture
// that is not part of the policy. The PDF upload then goes through the product's own PDF extraction
// (unpdf, per page), which is what a customer's exported policy meets.
import MarkdownIt from 'markdown-it';
import { chromium } from 'playwright-core';

const md = new MarkdownIt();
const style = `body { font-family: 'DejaVu Serif', serif; font-size: 11pt; line-height: 1.4; }
h1 { font-size: 18pt; } h2 { font-size: 14pt; } h3 { font-size: 12pt; }
table { border-collapse: collapse; } td, th { border: 1px solid #999; padding: 3px 6px; font-size: 10pt; }`;
const furniture = 'font-size: 8pt; color: #555; width: 100%; margin: 0 15mm;';

/** One browser for a batch of documents; `close()` when done. */
export async function pdfRenderer() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  return {
    /** @param {string} markdown @param {string} title @returns {Promise<Buffer>} */
    async render(markdown, title) {
      const page = await browser.newPage();
      try {
        // The page loads nothing from anywhere: the HTML is set in place and holds no links to fetch.
        await page.route('**/*', (route) => route.abort());
        await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${style}</style></head><body>${md.render(markdown)}</body></html>`);
        return await page.pdf({
          format: 'A4',
          margin: { top: '25mm', bottom: '25mm', left: '20mm', right: '20mm' },
          displayHeaderFooter: true,
          headerTemplate: `<div style="${furniture}">${escapeHtml(title)} | Internal</div>`,
          footerTemplate: `<div style="${furniture} text-align: right;">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
        });
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}
