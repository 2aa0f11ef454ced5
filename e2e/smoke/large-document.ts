import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/** The largest document a project accepts (`limits.uploadMaxBytes` in schema/src/limits.ts): 20 MiB. */
export const documentLimitBytes = 20 * 1024 * 1024;

/** A one-page policy padded by a raw stream nothing draws, `padding` bytes long. */
async function paddedPdf(padding: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  ['Northwind Traders Asset Management Standard', 'An inventory of information assets is maintained by the IT team and reviewed every quarter.'].forEach(
    (line, i) => page.drawText(line, { x: 40, y: 800 - i * 22, size: 10, font }),
  );
  pdf.catalog.set(PDFName.of('Padding'), pdf.context.register(pdf.context.stream(new Uint8Array(padding))));
  return pdf.save({ useObjectStreams: false });
}

/** A valid PDF of exactly the document limit, built at test time: an upload the proxy must let through whole. */
export async function documentAtTheLimit(): Promise<Buffer> {
  const guess = documentLimitBytes - 8192;
  const probe = await paddedPdf(guess);
  const exact = await paddedPdf(guess + documentLimitBytes - probe.length);
  if (exact.length !== documentLimitBytes) throw new Error(`the padded PDF is ${exact.length} bytes, not ${documentLimitBytes}`);
  return Buffer.from(exact);
}
