// The 50-document, ~1,000-page check (`npm run bench -- analysis --scale`): PDFs synthesised from the
// corpus text (each document a different slice of it, 20 pages of 50 lines) are uploaded through the real
// pipeline into one project; then a fresh process opens that database and answers all 123 questions with
// the offline engine, reporting the time and the peak RSS above what the started gateway already used.
// Targets: <= 60 s and <= 500 MB extra RSS. With --postgres the documents go into a database of their own on
// the local PostgreSQL (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test; dropped afterwards).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { createLocalDatabase } from '../shared/local-postgres.mjs';
import { gateway, startProduct } from './product.mjs';

const out = path.resolve(import.meta.dirname, '../.out/analysis/scale');
const documents = 50;
const pagesPerDocument = 20;
const linesPerPage = 50;
const targets = { seconds: 60, extraRssMb: 500 };

export async function runScale(corpus, sets) {
  const phase = process.argv[process.argv.indexOf('--scale') + 1];
  const databaseUrl = process.env.SCALE_DATABASE_URL;
  if (phase === 'upload') return uploadPhase(corpus, sets, databaseUrl);
  if (phase === 'answer') return answerPhase(Number(process.argv[process.argv.indexOf('--scale') + 2]), process.argv.includes('warm'), databaseUrl);
  if (!process.argv.includes('--postgres')) return measure('the embedded database (PGlite)');
  const database = await createLocalDatabase('scale', 'the scale check');
  try {
    process.env.SCALE_DATABASE_URL = database.url;
    return await measure('PostgreSQL');
  } finally {
    await database.drop();
  }
}

async function measure(database) {
  console.log(`scale check on ${database}`);
  const upload = await child(['upload']);
  console.log(`uploaded ${documents} PDFs (${documents * pagesPerDocument} pages) through the pipeline in ${upload.seconds.toFixed(1)} s`);
  const answer = await child(['answer', String(upload.projectId)]);
  console.log(`answered ${answer.questions} questions (${answer.answered} answers) in ${answer.seconds.toFixed(1)} s, peak ${answer.extraRssMb.toFixed(0)} MB RSS above the started gateway`);
  // The same in a process that has run the retrieval queries once: what the analysis adds once V8 has
  // optimised PGlite's WebAssembly (which on its own briefly takes ~500 MB; PostgreSQL has no such cost).
  const warm = await child(['answer', String(upload.projectId), 'warm']);
  console.log(`  after a first pass of the retrieval queries: ${warm.seconds.toFixed(1)} s, peak ${warm.extraRssMb.toFixed(0)} MB RSS above the gateway (${warm.warmupExtraRssMb.toFixed(0)} MB during that pass)`);
  const checks = [
    [`123 answers in <= ${targets.seconds} s`, answer.seconds <= targets.seconds],
    [`<= ${targets.extraRssMb} MB extra RSS`, answer.extraRssMb <= targets.extraRssMb],
  ];
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${label}`);
  return checks.every(([, ok]) => ok) ? 0 : 1;
}

async function uploadPhase(corpus, sets, databaseUrl) {
  rmSync(path.join(out, 'db'), { recursive: true, force: true });
  mkdirSync(path.join(out, 'db'), { recursive: true });
  const product = await startProduct(path.join(out, 'db'), databaseUrl);
  try {
    await product.signIn();
    const projectId = await product.createProject('Scale check');
    const paragraphs = corpusParagraphs(corpus, sets);
    const started = performance.now();
    for (let i = 0; i < documents; i++) await product.upload(projectId, `policy-${i + 1}.pdf`, await pdfOf(i, paragraphs));
    return report({ projectId, seconds: (performance.now() - started) / 1000 });
  } finally {
    await product.close();
  }
}

/**
 * Answers every question in a fresh process; with `warm`, first runs the engine's retrieval queries for
 * every question (database work only: no scoring, no encoder, no engine caches filled) and measures the
 * answers' peak from there. The peak is the kernel's high-water mark, reset where measuring starts.
 */
async function answerPhase(projectId, warm, databaseUrl) {
  const product = await startProduct(path.join(out, 'db'), databaseUrl);
  try {
    const { questionBank } = await gateway('questions');
    const { createEvidencePipeline, createOfflineEngine } = await gateway('engine');
    const { LocalEncoder } = await gateway('encoder');
    const encoder = new LocalEncoder();
    const pipeline = createEvidencePipeline({ bank: questionBank, encoder });
    let warmupExtraRssMb = 0;
    if (warm) {
      const start = resetPeakRss();
      for (const question of questionBank) await pipeline.run(product.em(), projectId, question, { upTo: 'retrieval' });
      warmupExtraRssMb = (peakRss() - start) / 1024 / 1024;
    }
    const engine = createOfflineEngine(pipeline);
    const before = resetPeakRss();
    const started = performance.now();
    let answered = 0;
    for (const question of questionBank) if (await engine.answer(product.em(), projectId, question)) answered++;
    const seconds = (performance.now() - started) / 1000;
    const extraRssMb = (peakRss() - before) / 1024 / 1024;
    await encoder.close();
    return report({ questions: questionBank.length, answered, seconds, extraRssMb, warmupExtraRssMb });
  } finally {
    await product.close();
  }
}

/** Resets the process's peak RSS to its current RSS (Linux: /proc/self/clear_refs) and returns that RSS in bytes. */
function resetPeakRss() {
  writeFileSync('/proc/self/clear_refs', '5');
  return process.memoryUsage().rss;
}

/** The process's peak RSS (all threads, the encoder's worker included) since the last reset, in bytes. */
function peakRss() {
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
}

function report(result) {
  console.log(JSON.stringify(result));
  return 0;
}

function child(args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.resolve(import.meta.dirname, '../analysis.mjs'), '--scale', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    proc.stdout.on('data', (d) => (stdout += d));
    proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout.trim().split('\n').pop())) : reject(new Error(`--scale ${args[0]} exited with ${code}`))));
  });
}

/** Every paragraph of the corpus as rendered text, in a fixed order. */
function corpusParagraphs(corpus, sets) {
  const md = new MarkdownIt();
  const paragraphs = [];
  for (const set of sets) {
    for (const file of readdirSync(path.join(corpus, set)).filter((f) => f.endsWith('.md')).sort()) {
      for (const token of md.parse(readFileSync(path.join(corpus, set, file), 'utf8'), {})) {
        if (token.type !== 'inline') continue;
        const text = (token.children ?? []).map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : c.type.endsWith('break') ? ' ' : '')).join('').trim();
        if (text) paragraphs.push(text);
      }
    }
  }
  return paragraphs;
}

/** Document i: 20 pages of corpus paragraphs starting at its own offset, cached under bench/.out/. */
async function pdfOf(i, paragraphs) {
  const file = path.join(out, `policy-${i + 1}.pdf`);
  if (existsSync(file)) return readFileSync(file);
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [];
  for (let p = Math.floor((i * paragraphs.length) / documents); lines.length < pagesPerDocument * linesPerPage; p++) {
    lines.push(...wrap(winAnsi(paragraphs[p % paragraphs.length]), 100), '');
  }
  for (let page = 0; page < pagesPerDocument; page++) {
    const p = pdf.addPage([595, 842]);
    lines.slice(page * linesPerPage, (page + 1) * linesPerPage).forEach((line, l) => p.drawText(line, { x: 40, y: 800 - l * 15, size: 9, font }));
  }
  mkdirSync(out, { recursive: true });
  const bytes = Buffer.from(await pdf.save());
  writeFileSync(file, bytes);
  return bytes;
}

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The standard PDF fonts encode WinAnsi only; other characters become spaces. */
function winAnsi(text) {
  return text.replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, ' ');
}
