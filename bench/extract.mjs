// Document extraction benchmark (`npm run bench -- extract [--runs n] [--dense]`).
//
// Measures the gateway's built extraction pipeline (gateway/dist: signature and package checks, worker
// thread, parser, chunking) on a generated ~20 MB text-heavy PDF and a 200-page DOCX, and the same PDF
// through raw unpdf alone. Each measurement runs in a fresh child process so its peak RSS (worker
// threads included) is its own. Targets: 20 MB PDF in <= 15 s with <= 400 MB extra RSS; pipeline time
// <= 1.3x raw unpdf. --dense adds an informational worst case (20 MB of nothing but text). Generated
// inputs are cached under bench/.out/ (git-ignored).
import { spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '.out');
const dist = path.join(here, '../gateway/dist/modules/documents');
const targets = { pdfSeconds: 15, pdfExtraRssMb: 400, pipelineOverRaw: 1.3 };

const caseArg = process.argv.indexOf('--case');
if (caseArg !== -1) {
  console.log(JSON.stringify(await measure(process.argv[caseArg + 1], process.argv[caseArg + 2])));
} else {
  await main();
}

async function main() {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]);
  if (!existsSync(path.join(dist, 'extraction/extraction-runner.js'))) throw new Error('gateway/dist has no extraction code: run `npm run build -w gateway`');
  mkdirSync(out, { recursive: true });
  const pdf = await cached('policy-400-pages-20mb.pdf', generatePdf);
  const docx = await cached('policy-200-pages.docx', generateDocx);
  console.log(`inputs: ${describe(pdf)}, ${describe(docx)}; ${runs} run(s) each, median time, largest extra RSS\n`);

  const cases = [
    ['pdf pipeline', 'pipeline-pdf', pdf],
    ['pdf raw unpdf', 'raw-pdf', pdf],
    ['docx pipeline', 'pipeline-docx', docx],
  ];
  // Runs interleave the cases, so a burst of load on the machine hits every case alike.
  const samples = Object.fromEntries(cases.map(([, kind]) => [kind, []]));
  for (let i = 0; i < runs; i++) {
    for (const [, kind, file] of cases) samples[kind].push(await inChild(kind, file.path));
  }
  const results = {};
  for (const [name, kind] of cases) {
    const seconds = median(samples[kind].map((s) => s.seconds));
    const extraRssMb = Math.max(...samples[kind].map((s) => s.extraRssMb));
    results[kind] = { seconds, extraRssMb };
    console.log(`${name.padEnd(14)} ${seconds.toFixed(2).padStart(7)} s  ${extraRssMb.toFixed(0).padStart(5)} MB extra RSS  ${samples[kind][0].detail}`);
  }

  if (process.argv.includes('--dense')) {
    // Worst case, informational: 20 MB of nothing but small text (about 3,800 pages, 420,000 text runs).
    const dense = await cached('dense-text-20mb.pdf', generateDensePdf);
    console.log(`\nworst case, ${describe(dense)}, 1 run each:`);
    for (const [name, kind] of [['pdf pipeline', 'pipeline-pdf'], ['pdf raw unpdf', 'raw-pdf']]) {
      const sample = await inChild(kind, dense.path);
      console.log(`${name.padEnd(14)} ${sample.seconds.toFixed(2).padStart(7)} s  ${sample.extraRssMb.toFixed(0).padStart(5)} MB extra RSS  ${sample.detail}`);
    }
  }

  const pdfRun = results['pipeline-pdf'];
  const ratio = pdfRun.seconds / results['raw-pdf'].seconds;
  console.log(`\npipeline / raw unpdf: ${ratio.toFixed(2)}x`);
  const checks = [
    [`20 MB PDF in <= ${targets.pdfSeconds} s`, pdfRun.seconds <= targets.pdfSeconds],
    [`20 MB PDF with <= ${targets.pdfExtraRssMb} MB extra RSS`, pdfRun.extraRssMb <= targets.pdfExtraRssMb],
    [`pipeline <= ${targets.pipelineOverRaw}x raw unpdf`, ratio <= targets.pipelineOverRaw],
  ];
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${label}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
}

/** One measurement in this (child) process: seconds and peak RSS above the RSS before starting. */
async function measure(kind, file) {
  const bytes = readFileSync(file);
  const work = await prepare(kind);
  global.gc?.();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  // A refusal (the pipeline's timeout or heap limit) is a result too: report it with its time.
  const detail = await work(bytes).catch((error) => `refused: ${error.message}`);
  const seconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS * 1024;
  return { seconds, extraRssMb: (peak - before) / 1024 / 1024, detail };
}

async function prepare(kind) {
  if (kind === 'raw-pdf') {
    const { extractText, getDocumentProxy } = await import('unpdf');
    return async (bytes) => {
      const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
      return `${totalPages} pages, ${text.reduce((n, t) => n + t.length, 0)} chars`;
    };
  }
  const { ExtractionRunner } = await import(pathToFileURL(path.join(dist, 'extraction/extraction-runner.js')).href);
  const { assertSignature } = await import(pathToFileURL(path.join(dist, 'file-signature.js')).href);
  const { inspectOfficePackage } = await import(pathToFileURL(path.join(dist, 'zip-inspection.js')).href);
  const { acceptFileName } = await import(pathToFileURL(path.join(dist, 'upload-policy.js')).href);
  const runner = new ExtractionRunner();
  const name = kind === 'pipeline-pdf' ? 'bench.pdf' : 'bench.docx';
  return async (bytes) => {
    const accepted = acceptFileName(name);
    assertSignature(accepted, bytes);
    if (accepted.kind === 'docx') await inspectOfficePackage(accepted, bytes);
    const result = await runner.extract(accepted.kind, bytes);
    return `${result.pageCount ?? '-'} pages, ${result.sectionCount} sections, ${result.chunks.length} chunks`;
  };
}

function inChild(kind, file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--case', kind, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout.trim().split('\n').pop())) : reject(new Error(`${kind} exited with ${code}`))));
  });
}

async function cached(name, generate) {
  const file = path.join(out, name);
  if (!existsSync(file)) {
    console.log(`generating ${name} ...`);
    writeFileSync(file, await generate());
  }
  return { path: file, bytes: readFileSync(file).length };
}

function sentence(i) {
  return `Clause ${i}: access rights to information systems are reviewed by the asset owner every quarter, deviations are recorded and corrected within ten working days.`;
}

/**
 * 400 pages, each a page of text (60 lines) and a distinct noise image (as in a policy with diagrams
 * or screenshots), sized so the file lands just under the 20 MB upload limit.
 */
async function generatePdf() {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pages = 400;
  const build = async (count, imageSide) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let page = 0; page < count; page++) {
      const p = doc.addPage([595, 842]);
      for (let line = 0; line < 60; line++) p.drawText(sentence(page * 60 + line).slice(0, 110), { x: 40, y: 800 - line * 12, size: 8, font });
      if (imageSide) p.drawImage(await doc.embedPng(noisePng(imageSide)), { x: 40, y: 40, width: 60, height: 60 });
    }
    return doc.save({ useObjectStreams: false });
  };
  const textPerPage = (await build(10, 0)).length / 10;
  const imageBytes = (19.5 * 1024 * 1024) / pages - textPerPage;
  return build(pages, Math.floor(Math.sqrt(imageBytes / 3)));
}

/** An RGB PNG of random pixels (incompressible, so its size is predictable). */
function noisePng(side) {
  const rows = Buffer.alloc(side * (side * 3 + 1));
  for (let y = 0; y < side; y++) randomFillSync(rows, y * (side * 3 + 1) + 1, side * 3);
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** Pages of 110 lines of 7-point text, as many as fit under 20 MB. */
async function generateDensePdf() {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const build = async (count) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let page = 0; page < count; page++) {
      const p = doc.addPage([842, 1191]);
      for (let line = 0; line < 110; line++) p.drawText(sentence(page * 110 + line), { x: 30, y: 1160 - line * 10.5, size: 7, font });
    }
    return doc.save({ useObjectStreams: false });
  };
  return build(Math.floor((19.5 * 1024 * 1024) / ((await build(20)).length / 20)));
}

/** 200 pages: a heading and about 450 words per page, with explicit page breaks. */
async function generateDocx() {
  const { Document, HeadingLevel, Packer, PageBreak, Paragraph, TextRun } = await import('docx');
  const children = [];
  for (let page = 1; page <= 200; page++) {
    children.push(new Paragraph({ text: `Section ${page}: Control objectives`, heading: HeadingLevel.HEADING_1 }));
    for (let p = 0; p < 6; p++) children.push(new Paragraph({ text: Array.from({ length: 3 }, (_, i) => sentence(page * 100 + p * 3 + i)).join(' ') }));
    children.push(new Paragraph({ children: [new TextRun({ text: '' }), new PageBreak()] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

function describe(file) {
  return `${path.basename(file.path)} (${file.bytes >= 1024 * 1024 ? `${(file.bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(file.bytes / 1024)} KB`})`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
