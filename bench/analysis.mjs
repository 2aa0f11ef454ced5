// Evaluation of the offline evidence engine (`npm run bench -- analysis [--sweep] [--explain] [--suggestions] [--false-positives] [--reach] [--scale]`).
//
// The corpus (../shared/corpus: one folder of markdown policies per organisation) is turned into DOCX
// files (bench/analysis/markdown-docx.mjs) and uploaded through the real gateway (its package entries, see
// bench/analysis/product.mjs), so documents pass the product's upload checks, extraction worker, chunking and
// full-text index. Each set is evaluated as one project holding all its documents, and each document as a
// project of its own (pooled over the documents): over a whole policy set nearly every question is touched
// somewhere, so the per-document figures are the ones that show whether the engine tells evidence from mentions.
// Every bench option reads the documents through the engine's one pipeline (`createEvidencePipeline`, engine/README.md),
// encoder re-ranking included, as the product does.
// Labels: bench/labels/<set>.md (rules in bench/labels/README.md). Prints precision, recall, F1,
// abstention on unsupported items, citation validity (quote verbatim in the cited document's chunk of the
// cited page or section) and engine time, in sample (the engine's own tuning, chosen on both organisations) and
// out of sample: leave one organisation out, the decision tuned on one organisation's per-document labels
// (bench/analysis/tuning.mjs) and measured on the other's, both ways. Element precision (bench/analysis/element-precision.mjs,
// labels in bench/labels/elements-<set>.md) is printed after each table, and --element-list lists the credits the
// element labels reject or do not cover.
// --sweep prints the best tunings of the grid and what each of the decision's rules adds out of sample
// (bench/analysis/sweep.mjs); --explain sorts the per-document false negatives by the stage that lost them
// (bench/analysis/explain.mjs, --explain-list lists them); --suggestions, how many of them the questionnaire's
// passage suggestions show (bench/analysis/suggestions.mjs); --false-positives lists the answers (whole sets and
// per document) the labels do not support, with their quotes; --reach, what the OpenAI-compatible engine's model
// gets to read (bench/analysis/reach.mjs); --scale runs the 50-document, ~1,000-page timing and memory check
// (bench/analysis/scale.mjs; --postgres: on the local PostgreSQL).
//
// --engine openai evaluates the OpenAI-compatible engine instead, configured as the product configures it
// (OPENAI_API_KEY, OPENAI_BASE_URL for a local server, OPENAI_MODEL, OPENAI_MAX_CONCURRENCY, ...; see the README),
// with the offline engine as its fallback. Every project's questions go to the model at once, within the
// engine's concurrency limit: about 5,200 questions in all (123 for each of the 2 sets and 40 documents),
// 12,000 tokens each at most (OPENAI_TOKEN_BUDGET). Printed after the table: how many answers came from the
// offline fallback and how many questions failed (model and fallback both without an answer).
//
// --format pdf uploads the corpus as PDFs instead (bench/analysis/markdown-pdf.mjs: rendered by Debian's Chromium
// with a running header and footer on every A4 page), through the product's PDF extraction: text wrapped
// across lines and pages, page furniture, citations by page. --format office-pdf uploads the corpus as Word files
// exported to PDF by LibreOffice (bench/analysis/office-pdf.mjs), with Word bullets, heading styles and a running
// header and footer.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inconsistentBlocks, readElementLabels } from './analysis/element-labels.mjs';
import { addElementTally, countCredits, elementHeader, elementPrecision, elementRow, emptyElementTally } from './analysis/element-precision.mjs';
import { explain } from './analysis/explain.mjs';
import { readLabels } from './analysis/labels.mjs';
import { markdownToDocx } from './analysis/markdown-docx.mjs';
import { pdfRenderer } from './analysis/markdown-pdf.mjs';
import { add, count, emptyTally, tableHeader, tableRow } from './analysis/metrics.mjs';
import { officePdf } from './analysis/office-pdf.mjs';
import { gateway, startProduct } from './analysis/product.mjs';
import { reach } from './analysis/reach.mjs';
import { suggestions } from './analysis/suggestions.mjs';
import { sweep } from './analysis/sweep.mjs';
import { leaveOneOrganisationOut } from './analysis/tuning.mjs';

const here = import.meta.dirname;
const corpusArg = process.argv.indexOf('--corpus');
const corpus = corpusArg === -1 ? path.resolve(here, '../../shared/corpus') : path.resolve(process.argv[corpusArg + 1]);
const sets = ['catalyzeio-policies', 'ministryofjustice-security-guidance'];
const targets = { precision: 0.9, recall: 0.8, citationValidity: 1, elementPrecision: 0.9 };
const engineArg = process.argv.indexOf('--engine');
const engineName = engineArg === -1 ? 'offline' : process.argv[engineArg + 1];
if (!['offline', 'openai'].includes(engineName)) throw new Error(`--engine: offline or openai, not ${engineName}`);
const formatArg = process.argv.indexOf('--format');
const format = formatArg === -1 ? 'docx' : process.argv[formatArg + 1];
if (!['docx', 'pdf', 'office-pdf'].includes(format)) throw new Error(`--format: docx, pdf or office-pdf, not ${format}`);
/** The uploaded file's extension. */
const extension = format === 'docx' ? 'docx' : 'pdf';
/** Answers the OpenAI-compatible engine took from the offline fallback, and questions neither could answer. */
const modelOutcomes = { fallback: 0, failed: 0, firstFailure: '' };

/** Project id -> set (and file), and the answers the labels do not support (--false-positives). */
const projectNames = new Map();
const falsePositives = [];
/** Element credits the element labels reject or do not cover (--element-list). */
const elementCredits = [];
/** The browser rendering the corpus as PDFs (--format pdf), started on first use. */
let pdfRendering;

if (process.argv.includes('--scale')) {
  const { runScale } = await import('./analysis/scale.mjs');
  process.exitCode = await runScale(corpus, sets);
} else {
  process.exitCode = await main();
}

async function main() {
  const { questionBank } = await gateway('questions');
  const { LocalEncoder } = await gateway('encoder');
  const api = await gateway('engine');
  const { createAnalysisEngine, createEvidencePipeline } = api;
  // --engine openai: the product's own OPENAI_* settings, validated as the gateway validates them.
  const aiEnv = engineName === 'openai' ? Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('OPENAI_'))) : {};
  if (engineName === 'openai' && !aiEnv.OPENAI_API_KEY) throw new Error('--engine openai needs OPENAI_API_KEY (any non-empty value for a local server) and, for a server other than OpenAI, OPENAI_BASE_URL');
  const product = await startProduct(undefined, undefined, aiEnv);
  await product.signIn();
  // The engine the product would choose with these settings, on the product's pipeline (the embedded sentence
  // encoder its second affinity signal): offline unless OPENAI_* are passed, then the OpenAI-compatible one with
  // the offline engine as fallback.
  const encoder = new LocalEncoder();
  const pipeline = createEvidencePipeline({ bank: questionBank, encoder });
  const engine = await createAnalysisEngine(product.config, pipeline);
  if (engineName === 'openai') console.log(`engine: ${product.config.ai.model} at ${product.config.ai.baseUrl ?? 'api.openai.com'}, ${product.config.ai.maxConcurrency} calls at once`);
  const rows = [];
  const pooled = emptyTally();
  const elementRows = [];
  const elementsPooled = emptyElementTally();
  const perDocumentProjects = [];
  const setProjects = [];
  let badLabels = 0;
  try {
    for (const set of sets) {
      const labels = readLabels(path.join(here, 'labels', `${set}.md`));
      const elementLabels = readElementLabels(path.join(here, 'labels', `elements-${set}.md`), questionBank);
      for (const block of inconsistentBlocks(elementLabels, labels)) {
        badLabels++;
        console.log(`element label credits an element in a document the question labels call unsupporting: ${set}/${block}`);
      }
      const files = readdirSync(path.join(corpus, set)).filter((f) => f.endsWith('.md')).sort();
      const unlabelled = files.filter((f) => !labels.has(f));
      if (unlabelled.length) throw new Error(`${set}: no label section for ${unlabelled.join(', ')}`);
      const setProject = await product.createProject(set);
      projectNames.set(setProject, `${set} (whole set)`);
      const documents = [];
      for (const file of files) {
        const bytes = await documentOf(set, file);
        const name = file.replace(/\.md$/, `.${extension}`);
        const setDocumentId = await product.upload(setProject, name, bytes);
        const projectId = await product.createProject(`${set}/${file}`);
        projectNames.set(projectId, `${set}/${file}`);
        await product.upload(projectId, name, bytes);
        documents.push({ file, setDocumentId, projectId, labels: labels.get(file) });
      }
      // Every label quote must be checkable in its own document's extracted text.
      for (const doc of documents) {
        const chunks = await product.chunks(doc.projectId);
        for (const [ref, quote] of doc.labels) {
          if (!chunks.some((c) => api.verifyQuote(c.text, quote))) {
            badLabels++;
            console.log(`label not found verbatim: ${set}/${doc.file} ${ref} "${quote}"`);
          }
        }
        for (const [ref, quotes] of elementLabels.get(doc.file) ?? []) {
          for (const { quote } of quotes.filter((q) => !chunks.some((c) => api.verifyQuote(c.text, q.quote)))) {
            badLabels++;
            console.log(`element label not found verbatim: ${set}/${doc.file} ${ref} "${quote}"`);
          }
        }
      }
      const unknownFiles = [...elementLabels.keys()].filter((f) => !files.includes(f));
      if (unknownFiles.length) throw new Error(`elements-${set}.md: no such document ${unknownFiles.join(', ')}`);
      // Credits are judged by the corpus file of the document they cite (uploaded under its own name).
      const judging = (where) => ({ elementLabels, questionLabels: labels, fileOf: (name) => name.replace(/\.[a-z]+$/, '.md'), where });
      const supportedBySet = (ref) => {
        const ids = documents.filter((d) => d.labels.has(ref)).map((d) => d.setDocumentId);
        return ids.length ? ids : null;
      };
      const setCases = await evaluate(product, engine, pipeline, api, questionBank, setProject, (q) => supportedBySet(q.controlRef), judging('whole set'));
      setProjects.push({ set, projectId: setProject, labels: new Set(documents.flatMap((d) => [...d.labels.keys()])), cases: setCases });
      const setJudged = judge(api, setCases);
      elementRows.push(elementRow(`${set} (whole set)`, setJudged.elements));
      rows.push(tableRow(`${set} (whole set, ${files.length} documents)`, setJudged.tally));
      rows.push(`${''.padEnd(52)} answers citing a labelled document: ${setJudged.tally.agreeing}/${setJudged.tally.tp}`);
      const docTally = emptyTally();
      const docElements = emptyElementTally();
      for (const doc of documents) {
        const cases = await evaluate(product, engine, pipeline, api, questionBank, doc.projectId, (q) => (doc.labels.has(q.controlRef) ? [] : null), judging('per document'));
        const judged = judge(api, cases);
        add(docTally, judged.tally);
        addElementTally(docElements, judged.elements);
        perDocumentProjects.push({ set, file: doc.file, projectId: doc.projectId, labels: doc.labels, cases });
      }
      rows.push(tableRow(`${set} (per document, pooled)`, docTally));
      add(pooled, docTally);
      elementRows.push(elementRow(`${set} (per document, pooled)`, docElements));
      addElementTally(elementsPooled, docElements);
    }
    rows.push(tableRow('all documents (per document, pooled)', pooled));
    elementRows.push(elementRow('all documents (per document, pooled)', elementsPooled));
    console.log(`\n${questionBank.length} questions; labels in bench/labels/; ${badLabels} label quote(s) not found`);
    console.log(`\nin sample: the engine's own tuning (chosen on both organisations' labels)\n${tableHeader}`);
    for (const row of rows) console.log(row);
    console.log(`\n${elementHeader}`);
    for (const row of elementRows) console.log(row);
    if (engineName === 'offline') leaveOneOrganisationOut(api, perDocumentProjects, setProjects, (cases, tuning) => judge(api, cases, tuning));
    if (process.argv.includes('--element-list') && elementCredits.length) console.log(`\nelement credits the element labels reject or do not cover\n${elementCredits.join('\n')}`);
    if (engineName === 'openai') {
      console.log(`\nopenai engine: ${modelOutcomes.fallback} answer(s) from the offline fallback, ${modelOutcomes.failed} question(s) failed (counted as abstentions)`);
      if (modelOutcomes.firstFailure) console.log(`first failure: ${modelOutcomes.firstFailure}`);
    }
    if (falsePositives.length) console.log(`\nanswers the labels do not support\n${falsePositives.join('\n')}`);
    if (engineName === 'openai' && ['--sweep', '--explain', '--suggestions'].some((flag) => process.argv.includes(flag))) console.log('\n--sweep, --explain and --suggestions study the offline engine: not run with --engine openai');
    else {
      if (process.argv.includes('--sweep')) sweep(api, perDocumentProjects, setProjects, (cases, tuning) => judge(api, cases, tuning));
      if (process.argv.includes('--explain')) await explain(product, api, perDocumentProjects);
      if (process.argv.includes('--suggestions')) await suggestions(product, api, pipeline, perDocumentProjects);
    }
    if (process.argv.includes('--reach')) await reach(product, api, pipeline, perDocumentProjects, setProjects);
  } finally {
    await (await pdfRendering)?.close();
    await encoder.close();
    await product.close();
  }
  return badLabels === 0 && checkTargets(pooled, elementsPooled) ? 0 : 1;
}

/**
 * Runs the engine on every question of one project. `supportedIn(question)` answers null when the labels
 * say the project does not support it, otherwise the document ids the labels name (empty: not checked).
 * The offline engine's answers come from one pipeline run per question that re-ranks every candidate, kept for
 * the other tunings (out of sample, --sweep) and the studies (--explain, --suggestions); with the tuning's own
 * decision it answers as the product's engine does (pipeline.ts, RunOptions.rerank).
 * `judging` says how the answers' element credits are judged (bench/analysis/element-precision.mjs).
 */
async function evaluate(product, engine, pipeline, api, questions, projectId, supportedIn, judging) {
  const chunks = await product.chunks(projectId);
  const started = performance.now();
  const cases = [];
  // The offline engine runs one question after another (its time is measured); a model is asked every question
  // at once, and the engine's own limit bounds the calls in flight.
  const answers = engine.name === 'openai' ? await Promise.all(questions.map((q) => modelAnswer(engine, product, projectId, q))) : null;
  for (const [i, question] of questions.entries()) {
    const run = answers ? null : await pipeline.run(product.em(), projectId, question, { rerank: 'all' });
    const answer = answers ? answers[i] : api.composeAnswer(question, pipeline.decide(run));
    cases.push({ question, run, answer, labelled: supportedIn(question), projectId, chunks, judging });
  }
  cases.seconds = (performance.now() - started) / 1000;
  return cases;
}

/**
 * The figures of a project's cases: with a tuning, the offline decision made afresh on each run (out of sample);
 * without one, the answers evaluate() got (in sample: listed by --false-positives and --element-list).
 */
function judge(api, cases, tuning) {
  const tally = emptyTally();
  const elements = emptyElementTally();
  const inSample = !tuning;
  for (const c of cases) {
    const { question, labelled, chunks, judging } = c;
    const answer = inSample ? c.answer : api.composeAnswer(question, api.decide(c.run.evidence, tuning));
    const evidence = answer?.evidence ?? [];
    const valid = evidence.filter((e) =>
      chunks.some((ch) => ch.document_id === e.documentId && ch.page_number === e.page && (e.page !== null || ch.section_label === e.section) && api.verifyQuote(ch.text, e.quote)),
    );
    const agrees = answer && labelled?.length ? evidence.some((e) => labelled.includes(e.documentId)) : null;
    count(tally, { supported: labelled !== null, answered: Boolean(answer), citations: evidence.length, validCitations: valid.length, agrees });
    countCredits(elements, { ...judging, ref: question.controlRef, evidence, list: inSample ? elementCredits : undefined });
    if (inSample && answer && labelled === null && process.argv.includes('--false-positives')) falsePositives.push(`${question.controlRef.padEnd(7)} ${projectNames.get(c.projectId)}\n${answer.evidence.map((e) => `    [${e.rubricKey}] "${e.quote}"`).join('\n')}`);
  }
  tally.seconds = inSample ? (cases.seconds ?? 0) : 0;
  return { tally, elements };
}

/** One question to the OpenAI-compatible engine: a failure (model and fallback without an answer) counts as an abstention. */
async function modelAnswer(engine, product, projectId, question) {
  try {
    const answer = await engine.answer(product.em(), projectId, question);
    if (answer?.fallback) modelOutcomes.fallback++;
    return answer;
  } catch (error) {
    if (error.name !== 'ModelFailure') throw error;
    modelOutcomes.failed++;
    modelOutcomes.firstFailure ||= `${question.controlRef}: ${error.message}`;
    return null;
  }
}

function checkTargets(pooled, elementsPooled) {
  const s = (({ tp, fp, fn }) => ({ precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn) }))(pooled);
  const validity = pooled.citations ? pooled.validCitations / pooled.citations : 1;
  const checks = [
    [`precision >= ${targets.precision} (per document, pooled)`, s.precision >= targets.precision],
    [`recall >= ${targets.recall} (per document, pooled)`, s.recall >= targets.recall],
    ['100% valid citations', validity >= targets.citationValidity],
    [`element precision >= ${targets.elementPrecision} (per document, pooled)`, elementPrecision(elementsPooled) >= targets.elementPrecision],
  ];
  console.log('');
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${label}`);
  return checks.every(([, ok]) => ok);
}

/** The DOCX or PDF rendering of a corpus document (--format), cached under bench/.out/analysis/ (git-ignored). */
async function documentOf(set, file) {
  const out = path.join(here, '.out', 'analysis', set);
  const target = path.join(out, file.replace(/\.md$/, format === 'office-pdf' ? '.office.pdf' : `.${format}`));
  if (!existsSync(target)) {
    mkdirSync(out, { recursive: true });
    const markdown = readFileSync(path.join(corpus, set, file), 'utf8');
    const rendered =
      format === 'pdf' ? await renderPdf(markdown, file) : format === 'office-pdf' ? await officePdf(await markdownToDocx(markdown, { title: titleOf(markdown, file) })) : await markdownToDocx(markdown);
    writeFileSync(target, rendered);
  }
  return readFileSync(target);
}

/** The PDF of a document, its header naming it by its first heading (one browser for all; main closes it). */
async function renderPdf(markdown, file) {
  pdfRendering ??= pdfRenderer();
  return (await pdfRendering).render(markdown, titleOf(markdown, file));
}

/** A document's title for its running header: its first heading, or its file name. */
function titleOf(markdown, file) {
  return /^#{1,2}\s+(.+)$/m.exec(markdown)?.[1].trim() ?? file.replace(/\.md$/, '');
}
