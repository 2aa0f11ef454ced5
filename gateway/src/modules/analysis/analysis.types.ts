import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { engineNames, runStatuses, type EngineName, type RunEventType, type RunStatus } from './analysis-run.entity.js';

const RunStatusEnum = Object.fromEntries(runStatuses.map((s) => [s, s])) as { [K in RunStatus]: K };
registerEnumType(RunStatusEnum, {
  name: 'AnalysisRunStatus',
  description: 'queued, running, then completed, failed or cancelled.',
  valuesConfig: {
    queued: { description: 'Waiting for the worker.' },
    running: { description: 'Answering questions.' },
    completed: { description: 'Every question processed.' },
    failed: { description: 'Stopped by an error (see AnalysisRun.error).' },
    cancelled: { description: 'Stopped on request; answers written so far are kept.' },
  },
});

const EngineEnum = Object.fromEntries(engineNames.map((e) => [e, e])) as { [K in EngineName]: K };
registerEnumType(EngineEnum, {
  name: 'AnalysisEngine',
  description: 'offline (the embedded evidence engine) or openai (an OpenAI-compatible model).',
  valuesConfig: {
    offline: { description: 'The embedded evidence engine (no network).' },
    openai: { description: 'An OpenAI-compatible model.' },
  },
});

const eventTypes = ['status', 'progress', 'completed', 'cancelled', 'failed'] as const satisfies readonly RunEventType[];
const RunEventTypeEnum = Object.fromEntries(eventTypes.map((e) => [e, e])) as { [K in RunEventType]: K };
registerEnumType(RunEventTypeEnum, {
  name: 'RunProgressEventType',
  description: 'As the SSE stream: status, progress, then one terminal type.',
  valuesConfig: {
    status: { description: 'The run changed state (queued to running), or the current state on subscribe.' },
    progress: { description: 'One more question processed.' },
    completed: { description: 'Terminal: the run finished.' },
    cancelled: { description: 'Terminal: the run was cancelled.' },
    failed: { description: 'Terminal: the run failed.' },
  },
});

@ObjectType('AnalysisCurrentQuestion', { description: 'The question a running analysis is on.' })
export class CurrentQuestionType {
  @Field(() => ID, { description: 'Question id, e.g. a-5-15.' })
  id!: string;

  @Field(() => String, { description: 'Control or clause reference, e.g. A.5.15.' })
  controlRef!: string;

  @Field(() => String, { description: 'The control or clause title.' })
  title!: string;
}

@ObjectType('AnalysisRun', { description: "An AI analysis of a project's documents against a test type (DESIGN 5)." })
export class AnalysisRunType {
  @Field(() => ID, { description: 'The run id (as in /api/runs/{runId}).' })
  runId!: number;

  @Field(() => ID, { description: 'The analysed project.' })
  projectId!: number;

  @Field(() => String, { description: 'The test type (question set) analysed.' })
  testType!: string;

  @Field(() => RunStatusEnum, { description: 'Where the run stands.' })
  status!: RunStatus;

  @Field(() => EngineEnum, { description: 'The engine configured when the run was queued.' })
  engine!: EngineName;

  @Field(() => [String], {
    description:
      "The engines that wrote this run's answers, in the order first used: `openai:<model>`, and `offline` when the embedded engine stood in for a model that stayed unavailable (timeouts, 5xx); empty until an answer is written.",
  })
  engines!: string[];

  @Field(() => Int, { description: 'Questions of the test type.' })
  totalQuestions!: number;

  @Field(() => Int, { description: 'Questions done so far (succeeded + failed + skipped).' })
  processed!: number;

  @Field(() => Int, { description: 'Questions this run answered.' })
  succeeded!: number;

  @Field(() => Int, { description: 'Engine errors after retries.' })
  failed!: number;

  @Field(() => Int, { description: 'Abstained (no evidence) or kept because a person answered.' })
  skipped!: number;

  @Field(() => Float, { description: 'processed / totalQuestions, 0-100 (100 once completed).' })
  percent!: number;

  @Field(() => CurrentQuestionType, { nullable: true, description: 'While running: the question being analysed.' })
  currentQuestion!: CurrentQuestionType | null;

  @Field(() => Boolean, { description: 'A cancel was asked for; the run stops within 2 seconds.' })
  cancelRequested!: boolean;

  @Field(() => Date, { description: 'When the run was queued.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the worker took it; null while queued.' })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it ended; null until then.' })
  finishedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it failed; null unless status is failed.' })
  error!: string | null;
}

@ObjectType('AnalysisRunStart', { description: 'A queued run and the token to follow it over SSE.' })
export class AnalysisRunStartType {
  @Field(() => AnalysisRunType, { description: 'The run, queued.' })
  run!: AnalysisRunType;

  @Field(() => String, { description: 'Short-lived token for GET /api/runs/{runId}/stream?token= (SSE clients).' })
  streamToken!: string;
}

@ObjectType('AnalyzeDocumentsResult', { description: 'An analysis run to completion within the request.' })
export class AnalyzeDocumentsResultType {
  @Field(() => Int, { description: 'Questions the run answered from the documents.' })
  answersFound!: number;

  @Field(() => Int, { description: 'Questions of the test type.' })
  totalQuestions!: number;

  @Field(() => AnalysisRunType, { description: 'The finished run.' })
  run!: AnalysisRunType;
}

@ObjectType('RunProgressEvent', { description: 'One message of a run: the first is the current state; the last is terminal.' })
export class RunProgressEventType {
  @Field(() => RunEventTypeEnum, { description: 'What happened.' })
  type!: RunEventType;

  @Field(() => AnalysisRunType, { description: 'The run after the event.' })
  data!: AnalysisRunType;
}

@ObjectType('AnalysisAllowance', {
  description: "Runs a project started and may start: 5 × credits spent on the project; without a spent credit at most 5, and only while the owner's free runs of the month (ANALYSIS_FREE_RUNS_PER_MONTH) last.",
})
export class AnalysisAllowanceType {
  @Field(() => Int, { description: 'Runs started on the project.' })
  used!: number;

  @Field(() => Int, { description: 'Runs the project may start in all, today: allowed − used can be started now.' })
  allowed!: number;
}

@ObjectType('RubricElement', { description: 'One thing a mature implementation of the requirement shows; AI evidence names the element it supports.' })
export class RubricElementType {
  @Field(() => String, { description: 'Stable key of the element within the question.' })
  key!: string;

  @Field(() => String, { description: 'What the element asks for, in one sentence.' })
  requirement!: string;

  @Field(() => Boolean, { description: "Whether the standard's wording demands the element: an answer without it in place is never compliant." })
  mustHave!: boolean;
}

@ObjectType('PassageSuggestion', { description: "A sentence of the project's documents that may address a question: offered to the person answering it, asserting nothing." })
export class PassageSuggestionType {
  @Field(() => ID, { description: 'The document the sentence is in.' })
  documentId!: string;

  @Field(() => String, { description: "The document's file name." })
  documentName!: string;

  @Field(() => Int, { nullable: true, description: '1-based page for PDF; null for other formats.' })
  page!: number | null;

  @Field(() => String, { nullable: true, description: 'Heading path (DOCX/DOC) or sheet and rows (XLSX); null for PDF.' })
  section!: string | null;

  @Field(() => String, { description: 'The sentence exactly as the document has it (at most 300 characters).' })
  quote!: string;

  @Field(() => String, { description: "The key of the question's rubric element the sentence comes closest to." })
  rubricKey!: string;

  @Field(() => String, { description: 'What that rubric element asks for.' })
  requirement!: string;
}

@ObjectType('AiEngineStatus', { description: 'The engine answering questions, and for a model the last check of it (administrators only).' })
export class AiEngineStatusType {
  @Field(() => String, { description: 'offline (the built-in evidence engine, nothing to check) or openai (an OpenAI-compatible server).' })
  engine!: string;

  @Field(() => String, { nullable: true, description: 'The configured model; null for the offline engine.' })
  model!: string | null;

  @Field(() => String, { nullable: true, description: "The provider's host (never the key); null for the offline engine." })
  provider!: string | null;

  @Field(() => String, {
    description: 'checking (no answer yet), ok, refused (the provider refused the call: runs fail until the settings are corrected), unavailable (no answer: runs fall back to the offline engine), or none (the offline engine).',
  })
  status!: string;

  @Field(() => String, { nullable: true, description: "Why it is not ok: the provider's message or the transport error." })
  message!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the model last answered or failed the check.' })
  checkedAt!: Date | null;
}
