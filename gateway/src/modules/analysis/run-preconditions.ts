import type { Em } from '../../db/orm.js';
import { NotFoundError, PaymentRequiredError, ValidationError, ConflictError } from '../../lib/errors.js';
import { Document } from '../documents/document.entity.js';
import type { DocumentService } from '../documents/document.service.js';
import type { Project } from '../projects/project.entity.js';
import type { QuestionService } from '../questions/question.service.js';
import { analysisMessages, nameList } from './analysis-messages.js';
import { runStore } from './run.repository.js';

/** Runs a project may start per credit spent on it (SPEC 9: each credit covers up to 5 analysis reruns). */
export const runsPerCredit = 5;

export interface Allowance {
  used: number;
  allowed: number;
}

/** The test type of a start request: one of the offered names, else 400 naming it. */
export function requireTestType(questions: QuestionService, testType: string): string {
  try {
    return questions.requireTestType(testType);
  } catch (error) {
    if (error instanceof NotFoundError) throw new ValidationError(error.message);
    throw error;
  }
}

/**
 * The documents the analysis reads: at least one with text, and none still being uploaded (409: the
 * analysis would miss it; the client starts again when the upload has finished).
 */
export async function requireReadableDocuments(em: Em, documents: DocumentService, project: Project): Promise<void> {
  const pending = await documents.extracting.pending(em, project.id);
  if (pending.length) throw new ConflictError(analysisMessages.stillExtracting(nameList(pending)));
  const docs = await em.find(Document, { project: project.id }, { fields: ['name', 'textStatus'], orderBy: { id: 'asc' } });
  if (!docs.length) throw new ValidationError(analysisMessages.noDocuments);
  if (!docs.some((d) => d.textStatus === 'extracted')) throw new ValidationError(analysisMessages.noText(nameList(docs.map((d) => d.name))));
}

/** A project may start runsPerCredit × max(1, credits spent on it) runs. */
export async function allowanceOf(em: Em, projectId: number): Promise<Allowance> {
  return toAllowance(await runStore.countRunsAndCredits(em, projectId));
}

/** The same for several projects at once (one statement). */
export async function allowancesOf(em: Em, projectIds: number[]): Promise<Map<number, Allowance>> {
  const counts = await runStore.countRunsAndCreditsOf(em, projectIds);
  return new Map([...counts].map(([id, count]) => [id, toAllowance(count)]));
}

const toAllowance = ({ used, spent }: { used: number; spent: number }): Allowance => ({ used, allowed: runsPerCredit * Math.max(1, spent) });

/** 402 when the project has started every run its allowance covers. Call inside the transaction that inserts the run. */
export async function requireAllowance(em: Em, projectId: number): Promise<void> {
  const { used, allowed } = await allowanceOf(em, projectId);
  if (used >= allowed) throw new PaymentRequiredError(analysisMessages.allowanceUsed(used, allowed));
}
