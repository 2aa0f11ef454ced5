import { gapMessages, messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.repository.js';
import type { CreditLedger } from '../credits/credit-ledger.repository.js';
import { Project } from '../projects/project.entity.js';
import type { ProjectService } from '../projects/project.service.js';
import type { QuestionService } from '../questions/question.service.js';
import type { User } from '../users/user.entity.js';
import { answersFingerprint } from './answer-rows.js';
import { readAnswerRows } from './answer-rows.repository.js';
import { planAssessment, type AssessmentPlan } from './assessment-plan.js';
import { cleanSources, noFindingSources, type FindingSourceLookup } from './finding-sources.js';
import type { GapAssessment } from './gap-assessment.entity.js';
import { GapAssessmentStore } from './gap-assessment.repository.js';
import type { GapFinding } from './gap-finding.entity.js';

/** What a gap assessment would give now, from the same scorer; `currentAssessmentId` when nothing changed since the latest. */
export interface GapPreview {
  plan: AssessmentPlan;
  currentAssessmentId: number | null;
}

export interface GapAssessmentResult {
  assessmentId: number;
  findings: number;
  highRisk: number;
  mediumRisk: number;
  lowRisk: number;
}

/** The reason recorded on the credit consumption. */
export const gapAssessmentReason = 'gap_assessment';

/**
 * Runs the paid gap assessment of a project and reads its history. Scoring and the knowledge lookup happen
 * before the transaction (PGlite cannot serve a second EntityManager inside one); the transaction then locks
 * the project, checks that the answers are still the scored ones, spends the credit and stores everything.
 */
export class GapAssessmentService {
  constructor(
    private readonly projects: ProjectService,
    private readonly questions: QuestionService,
    private readonly credits: CreditLedger,
    private readonly sourcesFor: FindingSourceLookup = noFindingSources,
    readonly store = new GapAssessmentStore(),
  ) {}

  /** The question bank the assessments are scored against. */
  get bank() {
    return this.questions.bank;
  }

  /**
   * `complimentary`: spends no credit (the example project a new account receives is assessed free); everything
   * else, the checks included, is the paid run's. `requestId`: the request running it, named in the log when the
   * knowledge lookup for the findings' sources fails.
   */
  async run(em: Em, owner: User, rawProjectId: unknown, options: { complimentary?: boolean; requestId?: string } = {}): Promise<GapAssessmentResult> {
    const { project, access } = await this.projects.requireProjectAccess(em, owner, rawProjectId, 'editor');
    if (!project.testType) throw new ValidationError(messages.testTypeRequired);
    const testType = project.testType;
    const questions = await this.questions.questionsOf(em, testType);
    const answers = await readAnswerRows(em, project.id);
    const plan = planAssessment(questions, answers);
    if (plan.unanswered > 0) throw new ConflictError(gapMessages.unanswered(plan.unanswered), { unanswered: plan.unanswered });
    await this.attachSources(em, plan, options.requestId);
    const fingerprint = answersFingerprint(testType, questions, answers);

    const assessmentId = await this.store.inTransaction(em, async (tx) => {
      // Concurrent runs of one project queue here; each then sees what the one before it stored.
      await this.store.lockProject(tx, project.id);
      if (answersFingerprint(testType, questions, await readAnswerRows(tx, project.id)) !== fingerprint) {
        throw new ConflictError(gapMessages.answersChanged);
      }
      const latest = await this.store.latest(tx, project.id);
      if (latest?.answersFingerprint === fingerprint) throw new ConflictError(gapMessages.alreadyAssessed, { assessmentId: latest.id });
      if (!options.complimentary) {
        await this.credits.consume(tx, owner, access.workspaceId, project.id, gapAssessmentReason);
        await recordActivity(tx, { projectId: project.id }, { kind: 'credits.spent', actorId: owner.id, subject: project.name, after: '1' });
      }
      const id = await this.store.insertAssessment(tx, {
        projectId: project.id,
        userId: owner.id,
        testType,
        bankVersion: this.questions.bank.version,
        fingerprint,
        plan,
      });
      await this.store.insertFindings(tx, id, plan.findings);
      await recordActivity(tx, { projectId: project.id }, { kind: 'assessment.completed', actorId: owner.id, subject: project.name, subjectId: id, after: `${plan.findings.length} findings` });
      await tx.nativeUpdate(Project, { id: project.id }, { status: 'completed', updatedAt: new Date() });
      return id;
    });
    return { assessmentId, findings: plan.findings.length, highRisk: plan.counts.high, mediumRisk: plan.counts.medium, lowRisk: plan.counts.low };
  }

  /** The free preview: the paid scorer over the current answers, nothing stored or spent. */
  async preview(em: Em, owner: User, rawProjectId: unknown): Promise<GapPreview> {
    const project = await this.projects.requireProject(em, owner, rawProjectId, 'viewer');
    if (!project.testType) throw new ValidationError(messages.testTypeRequired);
    const questions = await this.questions.questionsOf(em, project.testType);
    const answers = await readAnswerRows(em, project.id);
    const latest = await this.store.latest(em, project.id);
    const current = latest?.answersFingerprint === answersFingerprint(project.testType, questions, answers);
    return { plan: planAssessment(questions, answers), currentAssessmentId: current ? latest!.id : null };
  }

  /** The project's assessments, newest first. */
  async history(em: Em, owner: User, rawProjectId: unknown): Promise<GapAssessment[]> {
    const project = await this.projects.requireProject(em, owner, rawProjectId, 'viewer');
    return this.store.history(em, project.id);
  }

  /** The given assessment of the project, or its latest (null when it has none). */
  async assessment(em: Em, owner: User, rawProjectId: unknown, rawAssessmentId?: unknown): Promise<{ project: Project; assessment: GapAssessment | null }> {
    const project = await this.projects.requireProject(em, owner, rawProjectId, 'viewer');
    if (rawAssessmentId === undefined || rawAssessmentId === null || rawAssessmentId === '') {
      return { project, assessment: await this.store.latest(em, project.id) };
    }
    const id = parseEntityId(rawAssessmentId);
    const assessment = id === undefined ? null : await this.store.byId(em, project.id, id);
    if (!assessment) throw new NotFoundError(gapMessages.assessmentNotFound);
    return { project, assessment };
  }

  /** Findings of the given (or latest) assessment in bank order; empty before the first assessment. */
  async findings(em: Em, owner: User, rawProjectId: unknown, rawAssessmentId?: unknown): Promise<GapFinding[]> {
    const { assessment } = await this.assessment(em, owner, rawProjectId, rawAssessmentId);
    return assessment ? this.store.findings(em, assessment.id) : [];
  }

  /** Knowledge-base sources per finding; a failing lookup cites nothing rather than failing the paid run. */
  private async attachSources(em: Em, plan: AssessmentPlan, requestId?: string): Promise<void> {
    const questions = plan.findings.map(({ question: { id, controlRef, title, text } }) => ({ id, controlRef, title, text }));
    const found = await this.sourcesFor(em, questions, requestId).catch(() => []);
    plan.findings.forEach((finding, i) => (finding.sources = cleanSources(found[i] ?? [])));
  }
}
