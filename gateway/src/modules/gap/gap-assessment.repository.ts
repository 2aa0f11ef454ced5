import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { NotFoundError } from '../../lib/errors.js';
import type { AssessmentPlan, FindingDraft } from './assessment-plan.js';
import { GapAssessment } from './gap-assessment.entity.js';
import { GapFinding } from './gap-finding.entity.js';

export interface NewAssessment {
  projectId: number;
  userId: number;
  testType: string;
  bankVersion: string;
  fingerprint: string;
  plan: AssessmentPlan;
}

/** A project's history is listed up to this many assessments (one per credit spent, newest first). */
export const historyLimit = 100;

/** Reads and writes assessments and findings; the writes run inside the caller's transaction. */
export class GapAssessmentStore {
  /** Holds the project's row until the caller's transaction ends: concurrent runs of one project queue here. */
  async lockProject(tx: Em, projectId: number): Promise<void> {
    await tx.execute('select "id" from "projects" where "id" = ? for update', [projectId]);
  }

  /** Runs `work` in a transaction; a project deleted meanwhile reads as not found. */
  async inTransaction<T>(em: Em, work: (tx: Em) => Promise<T>): Promise<T> {
    try {
      return await em.transactional(work);
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw new NotFoundError(messages.projectNotFound);
      throw error;
    }
  }

  async latest(em: Em, projectId: number): Promise<GapAssessment | null> {
    return em.findOne(GapAssessment, { project: projectId }, { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true });
  }

  /** Newest first. */
  async history(em: Em, projectId: number): Promise<GapAssessment[]> {
    return em.find(GapAssessment, { project: projectId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: historyLimit });
  }

  async byId(em: Em, projectId: number, assessmentId: number): Promise<GapAssessment | null> {
    return em.findOne(GapAssessment, { id: assessmentId, project: projectId });
  }

  async findings(em: Em, assessmentId: number): Promise<GapFinding[]> {
    return em.find(GapFinding, { assessment: assessmentId }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  }

  async insertAssessment(tx: Em, input: NewAssessment): Promise<number> {
    const { plan } = input;
    const [row] = await tx.execute<{ id: number }[]>(
      `insert into "gap_assessments" ("project_id", "test_type", "bank_version", "high_risk", "medium_risk", "low_risk",
         "average_compliance", "not_applicable", "answers_fingerprint", "created_by_id")
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning "id"`,
      [
        input.projectId,
        input.testType,
        input.bankVersion,
        plan.counts.high,
        plan.counts.medium,
        plan.counts.low,
        plan.averageCompliance,
        JSON.stringify(plan.excluded),
        input.fingerprint,
        input.userId,
      ],
    );
    return row!.id;
  }

  async insertFindings(tx: Em, assessmentId: number, findings: readonly FindingDraft[]): Promise<void> {
    if (!findings.length) return;
    await tx.insertMany(
      GapFinding,
      findings.map((f) => ({
        assessment: assessmentId,
        question: f.question.id,
        controlRef: f.question.controlRef,
        title: f.question.title,
        category: f.question.category,
        sortOrder: f.sortOrder,
        finding: f.finding,
        riskLevel: f.riskLevel,
        complianceLevel: f.complianceLevel,
        compliant: f.compliant,
        evidenced: f.evidenced,
        missing: f.missing,
        recommendation: f.question.recommendation,
        bestPractices: f.question.bestPractices,
        implementationGuidance: f.question.implementationGuidance,
        sources: f.sources,
        answer: f.answer.answer,
        answerSource: f.answer.source,
        answerEngine: f.answer.engine,
        evidence: f.answer.evidence,
        answerStatus: f.answer.status,
      })),
    );
  }
}
