import { Document as DocxDocument, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
// The policies' wording is the gateway tests' own (one source; plain data).
import { accessControlSections, securityPolicyPages } from '../../gateway/src/testing/policy-texts';

/** Policy documents for the analysis journeys, built at test time from the tests' own wording (nothing committed). */

/** A two-page information security policy: approval and communication on page 1, backups on page 2. */
export async function securityPolicyPdf(): Promise<Buffer> {
  return pdfOf(securityPolicyPages);
}

/** An access control procedure (Word): least privilege, approvals, quarterly reviews, leavers, MFA; passwords. */
export async function accessControlDocx(): Promise<Buffer> {
  const doc = new DocxDocument({
    sections: [
      {
        children: accessControlSections.flatMap(({ heading, paragraphs }) => [
          new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((text) => new Paragraph({ text })),
        ]),
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

// Lines of a made-up operations manual; pages vary their order and numbering so no two pages are equal.
const manualLines = [
  'The service desk records every change request with its approver and the planned date.',
  'Visitors sign in at reception and are escorted in the data centre at all times.',
  'Laptops use full disk encryption and lock automatically after ten minutes.',
  'Suppliers with access to customer data sign confidentiality agreements before work starts.',
  'Security incidents are reported to the security team, which classifies and records them.',
  'Vulnerability scans run weekly and critical findings are patched within fourteen days.',
  'Firewall rules are reviewed twice a year by the network team.',
  'Log files of production servers are kept for twelve months in a central store.',
];

/** A long operations manual, so an analysis runs long enough to watch, reload and cancel. */
export async function operationsManualPdf(pages: number, seed: number): Promise<Buffer> {
  return pdfOf(
    Array.from({ length: pages }, (_, page) => [
      `Operations manual ${seed}, section ${page + 1}`,
      ...Array.from({ length: 30 }, (_, line) => `${manualLines[(seed + page + line) % manualLines.length]} (item ${seed}.${page + 1}.${line + 1})`),
    ]),
  );
}

async function pdfOf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 800 - i * 22, size: 9, font }));
  }
  return Buffer.from(await pdf.save());
}
