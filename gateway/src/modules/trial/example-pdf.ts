import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ExamplePolicy, PolicyBlock } from './example/policy.types.js';

/** A4 in points, with the margins a word processor would give. */
const page = { width: 595, height: 842, margin: 56, top: 780, bottom: 70 };
const body = { size: 10.5, leading: 14 };
/** Extra space after a paragraph and between list items: the extraction starts a paragraph at a gap 1.3 times the leading. */
const paragraphGap = 8;
const itemGap = 6;
const bulletIndent = 14;
/** Fixed metadata dates, so the same policy renders to the same bytes (and the same SHA-256) on every start. */
const issued = new Date('2026-02-10T09:00:00Z');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Lays a policy out as a short A4 PDF, as an organisation exports its Word policies: a title, the document control
 * line, numbered headings larger and bold, wrapped paragraphs and bulleted lists, and a running header and footer
 * on every page (which the extraction recognises and leaves out of the text).
 */
export async function renderPolicyPdf(policy: ExamplePolicy, organisation: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(policy.title);
  pdf.setAuthor(organisation);
  pdf.setCreator('ISO 27001 Gap Assessment Tool (example project)');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new PageWriter(pdf, fonts);

  writer.lines(policy.title, fonts.bold, 18, 24);
  writer.space(4);
  writer.lines(policy.control, fonts.regular, 9, 12);
  writer.space(12);
  for (const section of policy.sections) {
    writer.keepRoom(3 * body.leading);
    writer.space(6);
    writer.lines(section.heading, fonts.bold, 12.5, 17);
    writer.space(4);
    for (const block of section.blocks) writeBlock(writer, block, fonts);
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => furniture(p, fonts.regular, `${organisation} - ${policy.title}`, `Page ${i + 1} of ${pages.length}`));
  return Buffer.from(await pdf.save());
}

function writeBlock(writer: PageWriter, block: PolicyBlock, fonts: Fonts): void {
  if (typeof block === 'string') {
    writer.lines(block, fonts.regular, body.size, body.leading);
    writer.space(paragraphGap);
    return;
  }
  for (const item of block.bullets) {
    writer.lines(item, fonts.regular, body.size, body.leading, bulletIndent, '\u2022');
    writer.space(itemGap);
  }
  writer.space(paragraphGap - itemGap);
}

/** Running header and footer, small and grey, at the same place on every page. */
function furniture(p: PDFPage, font: PDFFont, header: string, footer: string): void {
  const color = rgb(0.4, 0.4, 0.4);
  p.drawText(header, { x: page.margin, y: page.height - 36, size: 8, font, color });
  p.drawText(footer, { x: page.margin, y: 36, size: 8, font, color });
}

/** Writes wrapped lines down the page, starting a new page when the next line would cross the bottom margin. */
class PageWriter {
  private current: PDFPage;
  private y = page.top;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.current = pdf.addPage([page.width, page.height]);
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A heading is not left alone at the foot of a page. */
  keepRoom(points: number): void {
    if (this.y - points < page.bottom) this.newPage();
  }

  lines(text: string, font: PDFFont, size: number, leading: number, indent = 0, bullet?: string): void {
    const width = page.width - 2 * page.margin - indent;
    wrap(text, font, size, width).forEach((line, i) => {
      if (this.y - leading < page.bottom) this.newPage();
      this.y -= leading;
      if (bullet && i === 0) this.current.drawText(bullet, { x: page.margin + 2, y: this.y, size, font: this.fonts.regular });
      this.current.drawText(line, { x: page.margin + indent, y: this.y, size, font });
    });
  }

  private newPage(): void {
    this.current = this.pdf.addPage([page.width, page.height]);
    this.y = page.top;
  }
}

/** Greedy word wrap to the width (the policies have no word longer than a line). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
