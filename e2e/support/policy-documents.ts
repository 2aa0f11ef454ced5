import { Document as DocxDocument, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Policy documents for the analysis journeys, written for these tests and built at test time (nothing committed). */

/** A two-page information security policy: approval and communication on page 1, backups on page 2. */
export async function securityPolicyPdf(): Promise<Buffer> {
  return pdfOf([
    [
      'Northwind Traders Information Security Policy',
      'This information security policy was approved by the board of directors on 3 March 2026.',
      'The policy is communicated to all employees, who acknowledge that they have read and understood it.',
      'The policy owner reviews this policy at least annually and after any significant change.',
    ],
    [
      'Backup',
      'Full backups of production databases are taken every night and retained for 35 days.',
      'Backup copies are encrypted and stored in a second region, away from the primary site.',
      'Restore tests are performed quarterly and the results are recorded by the operations team.',
    ],
  ]);
}

/** An access control procedure (Word): least privilege, approvals, quarterly reviews, leavers; passwords. */
export async function accessControlDocx(): Promise<Buffer> {
  const paragraphs = [
    'Access to information systems is granted on a least privilege and need-to-know basis.',
    'Access rights are requested through the service desk and approved by the asset owner before provisioning.',
    'User access rights are reviewed every quarter by system owners, and leavers are removed within one working day.',
    'Multi-factor authentication is required for remote access and for all administrator accounts.',
  ];
  const passwords = [
    'Passwords must be at least 14 characters long and are stored in the approved password manager.',
    'Default passwords are changed before a system goes into production.',
  ];
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  const doc = new DocxDocument({
    sections: [
      {
        children: [
          heading('Access control'),
          ...paragraphs.map((text) => new Paragraph({ text })),
          heading('Passwords'),
          ...passwords.map((text) => new Paragraph({ text })),
        ],
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

async function pdfOf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 800 - i * 22, size: 9, font }));
  }
  return Buffer.from(await pdf.save());
}
