import { readFileSync } from 'node:fs';
import { AlignmentType, Document as DocxDocument, HeadingLevel, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { writeZip } from './zip-writer.js';

/** Document fixtures generated in memory: each test builds what it needs, nothing is shared. */

/** A PDF with one page per entry, each line of the entry drawn on its own line. */
export async function buildPdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  }
  return Buffer.from(await pdf.save());
}

/** A line of `buildStyledPdf`: its font size (11), baseline (the previous line's less 1.5 times its size) and weight. */
export interface StyledLine {
  text: string;
  size?: number;
  y?: number;
  bold?: boolean;
}

/** A PDF whose lines have their own font sizes, weights and positions: headings, running headers and footers, paragraph gaps. */
export async function buildStyledPdf(pages: StyledLine[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 800;
    for (const { text, size = 11, y: at, bold: isBold = false } of lines) {
      y = at ?? y - size * 1.5;
      page.drawText(text, { x: 50, y, size, font: isBold ? bold : regular });
    }
  }
  return Buffer.from(await pdf.save());
}

/** A one-page PDF padded (with an unreferenced binary stream) to exactly `size` bytes. */
export async function paddedPdf(size: number): Promise<Buffer> {
  const build = async (padding: number) => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([595, 842]).drawText('Padded document.', { x: 50, y: 780, size: 11, font });
    pdf.context.register(pdf.context.stream(new Uint8Array(padding).fill(0x41)));
    return Buffer.from(await pdf.save({ useObjectStreams: false }));
  };
  // Digits of lengths and offsets grow with the padding, so converge in a few steps.
  let padding = size - (await build(0)).length;
  for (let attempt = 0; attempt < 4; attempt++) {
    const result = await build(padding);
    if (result.length === size) return result;
    padding -= result.length - size;
  }
  throw new Error(`could not pad a PDF to ${size} bytes`);
}

export interface DocxSection {
  heading: string;
  paragraphs: string[];
}

/** A Word document: per section a Heading 1 and its body paragraphs. */
export async function buildDocx(sections: DocxSection[], intro: string[] = []): Promise<Buffer> {
  const children = [
    ...intro.map((text) => new Paragraph({ text })),
    ...sections.flatMap((s) => [new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }), ...s.paragraphs.map((text) => new Paragraph({ text, alignment: AlignmentType.LEFT }))]),
  ];
  return Packer.toBuffer(new DocxDocument({ sections: [{ children }] }));
}

/** A workbook with the given sheets and rows. */
export async function buildXlsx(sheets: { name: string; rows: (string | number)[][] }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) ws.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The committed Word 97-2003 fixture (converted once from a generated .docx with LibreOffice). */
export function sampleDoc(): Buffer {
  return readFileSync(new URL('../modules/documents/extraction/fixtures/access-control-policy.doc', import.meta.url));
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const wordBody = (body: string) =>
  `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${body}</w:t></w:r></w:p></w:body></w:document>`;

/** A minimal hand-written DOCX; `documentXml` replaces word/document.xml, `extra` adds entries. */
export function handMadeDocx(options: { documentXml?: string; extra?: { name: string; content: Buffer | string }[] } = {}): Buffer {
  return writeZip([
    { name: '[Content_Types].xml', content: contentTypes('word/document.xml') },
    { name: '_rels/.rels', content: rootRels },
    { name: 'word/document.xml', content: options.documentXml ?? `<?xml version="1.0" encoding="UTF-8"?>${wordBody('Hand made body text')}` },
    ...(options.extra ?? []),
  ]);
}

/** A DOCX whose document declares an external entity pointing at /etc/passwd (XXE). */
export function xxeDocx(): Buffer {
  return handMadeDocx({ documentXml: `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${wordBody('Leak: &xxe;')}` });
}

/** A DOCX with one entry of `megabytes` MB of zeros (deflates about 1000:1). */
export function zipBombDocx(megabytes = 150): Buffer {
  return handMadeDocx({ extra: [{ name: 'word/media/padding.bin', content: Buffer.alloc(megabytes * 1024 * 1024) }] });
}

/** A DOCX with `count` extra (tiny) entries. */
export function manyEntriesDocx(count: number): Buffer {
  return handMadeDocx({ extra: Array.from({ length: count }, (_, i) => ({ name: `word/parts/p${i}.txt`, content: `${i}` })) });
}

const sheetNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relsOf = (rels: [string, string][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.map(([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${relNs}/${type}" Target="${target}"/>`).join('')}</Relationships>`;

/**
 * A one-sheet workbook of `count` distinct shared strings, ten a row, written by hand (exceljs takes
 * many seconds to write one this big). Used to push a parser past a small heap limit. `workbookLast`
 * stores the workbook part after the worksheet (a zip may hold its parts in any order).
 */
export function sharedStringsXlsx(count: number, { workbookLast = false } = {}): Buffer {
  const strings = Array.from({ length: count }, (_, i) => `<si><t>shared string number ${i}</t></si>`).join('');
  const column = (c: number) => String.fromCharCode(65 + c);
  const rows = Array.from({ length: Math.ceil(count / 10) }, (_, r) => {
    const cells = Array.from({ length: 10 }, (_, c) => `<c r="${column(c)}${r + 1}" t="s"><v>${r * 10 + c}</v></c>`).join('');
    return `<row r="${r + 1}">${cells}</row>`;
  }).join('');
  const part = (name: string, type: string) => `<Override PartName="/${name}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${type}+xml"/>`;
  const workbook = { name: 'xl/workbook.xml', content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${sheetNs}" xmlns:r="${relNs}"><sheets><sheet name="Big" sheetId="1" r:id="rId1"/></sheets></workbook>` };
  const parts = [
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${part('xl/workbook.xml', 'sheet.main')}${part('xl/worksheets/sheet1.xml', 'worksheet')}${part('xl/sharedStrings.xml', 'sharedStrings')}</Types>`,
    },
    { name: '_rels/.rels', content: relsOf([['officeDocument', 'xl/workbook.xml']]) },
    ...(workbookLast ? [] : [workbook]),
    { name: 'xl/_rels/workbook.xml.rels', content: relsOf([['worksheet', 'worksheets/sheet1.xml'], ['sharedStrings', 'sharedStrings.xml']]) },
    { name: 'xl/sharedStrings.xml', content: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${sheetNs}" count="${count}" uniqueCount="${count}">${strings}</sst>` },
    { name: 'xl/worksheets/sheet1.xml', content: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${sheetNs}"><sheetData>${rows}</sheetData></worksheet>` },
    ...(workbookLast ? [workbook] : []),
  ];
  return writeZip(parts);
}

/** A valid zip that is not an OOXML package (no [Content_Types].xml). */
export function plainZip(): Buffer {
  return writeZip([{ name: 'readme.txt', content: 'just a zip' }]);
}

/** The first bytes of a PNG image. */
export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
}
