// Gap export benchmark (`npm run bench -- export [--findings n] [--runs n]`): streams the workbook of an
// assessment with 1,000 findings (default) through the built gateway code into a discarding stream and reports
// the median time and the file size. Target: <= 1 s for 1,000 findings.
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = (p) => pathToFileURL(path.join(here, '../gateway/dist/modules', p)).href;
const { writeGapWorkbook } = await import(dist('gap/export/workbook.js'));
const { annexAQuestions } = await import(dist('questions/bank/index.js'));

const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const count = arg('--findings', 1000);
const runs = arg('--runs', 5);
const targetSeconds = 1;

const quote = 'Access rights are reviewed by the asset owner every quarter and the review is recorded.';
const findings = Array.from({ length: count }, (_, i) => {
  const q = annexAQuestions[i % annexAQuestions.length];
  return {
    id: i + 1,
    assessmentId: 1,
    questionId: q.id,
    question: { controlRef: q.controlRef, title: q.title, category: q.category },
    finding: `In place: ${q.rubric[0].requirement}. Missing: ${q.rubric.slice(1).map((e) => e.requirement).join('; ')}.`,
    riskLevel: ['high', 'medium', 'low'][i % 3],
    complianceLevel: (i % 10) / 10,
    compliant: i % 10 >= 7,
    evidenced: [q.rubric[0].key],
    missing: q.rubric.slice(1).map((e) => ({ rubricKey: e.key, requirement: e.requirement, mustHave: Boolean(e.mustHave) })),
    recommendation: q.recommendation,
    bestPractices: q.bestPractices,
    implementationGuidance: q.implementationGuidance,
    sources: [],
    answer: { text: i % 7 === 0 ? '=HYPERLINK("x")' : quote, source: 'ai', evidence: [{ documentId: 1, documentName: 'Policy.pdf', page: 1 + (i % 40), section: null, quote, rubricKey: q.rubric[0].key }] },
  };
});
const summary = { assessmentId: 1, createdAt: new Date(), testType: 'bench', highRisk: 333, mediumRisk: 333, lowRisk: 334, averageCompliance: 0.45, notApplicable: 0 };
const data = {
  project: { id: 1, name: 'Bench project', scope: 'All' },
  assessment: { ...summary, excluded: [] },
  findings,
  history: Array.from({ length: 20 }, (_, i) => ({ ...summary, assessmentId: 20 - i })),
  questions: annexAQuestions,
  annexA: annexAQuestions,
  generatedAt: new Date(),
};

const times = [];
let bytes = 0;
for (let i = 0; i < runs; i++) {
  bytes = 0;
  const sink = new Writable({ write(chunk, _enc, done) { bytes += chunk.length; done(); } });
  const start = process.hrtime.bigint();
  await writeGapWorkbook(sink, data);
  times.push(Number(process.hrtime.bigint() - start) / 1e9);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`gap export: ${count} findings, ${runs} runs, median ${median.toFixed(3)} s (min ${times[0].toFixed(3)} s), ${(bytes / 1024).toFixed(0)} KB`);
console.log(median <= targetSeconds ? `OK (target <= ${targetSeconds} s)` : `SLOWER than the ${targetSeconds} s target`);
process.exitCode = median <= targetSeconds ? 0 : 1;
