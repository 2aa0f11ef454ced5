// Word files as PDFs exported by an office suite (`npm run bench -- analysis --format office-pdf`): LibreOffice
// Writer (Debian's libreoffice-writer-nogui; SOFFICE_PATH if elsewhere) converts each Word file the bench builds
// (with bullets, heading styles, a running header and footer), as an organisation exporting its policies from Word
// would: bullet glyphs as text, headings in larger or bold type, text wrapped across lines and pages. It runs
// offline, one conversion at a time.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** @param {Buffer} docx @returns {Promise<Buffer>} the PDF LibreOffice exports from it */
export async function officePdf(docx) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gap-office-pdf-'));
  try {
    const source = path.join(dir, 'document.docx');
    writeFileSync(source, docx);
    // A profile of its own, so a running LibreOffice (or a stale lock) does not take the conversion over.
    const profile = `file://${path.join(dir, 'profile')}`;
    await run(process.env.SOFFICE_PATH ?? 'soffice', [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, source], { timeout: 120_000 });
    return readFileSync(path.join(dir, 'document.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
