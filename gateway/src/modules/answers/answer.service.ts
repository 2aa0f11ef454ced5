import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { messages, structuredAnswerMessages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { recordActivity } from '../activity/activity.repository.js';
import { Document } from '../documents/document.entity.js';
import { Project } from '../projects/project.entity.js';
import { recomputeProgress } from '../projects/project.repository.js';
import type { ProjectService } from '../projects/project.service.js';
import type { Question } from '../questions/question.entity.js';
import type { QuestionService } from '../questions/question.service.js';
import type { User } from '../users/user.entity.js';
import { checkElementKeys, elementsEvidencedBy, mergeStructured } from './answer-merge.js';
import { AssessmentAnswer } from './answer.entity.js';
import { aiAnswerInput, type AiAnswerInput, type BulkStatusInput, type SaveAnswerInput, type TestTypeInput } from './answer.inputs.js';
import { storedAnswerStates, upsertAnswerRow } from './answer.repository.js';
import { StaleAnswerError } from './stale-answer.js';

/** One questionnaire row: the question and the project's answer, null while unanswered. */
export interface QuestionnaireItem {
  question: Question;
  answer: AssessmentAnswer | null;
}

/** A project's answers, its chosen test type and the progress derived from both. */
export class AnswerService {
  constructor(
    private readonly projects: ProjectService,
    private readonly questions: QuestionService,
  ) {}

  /** The test type's questions in bank order, each with the project's answer; the test type defaults to the project's. */
  async questionnaire(em: Em, owner: User, rawProjectId: unknown, rawTestType?: unknown): Promise<QuestionnaireItem[]> {
    const project = await this.projects.requireProject(em, owner, rawProjectId, 'viewer');
    const testType = rawTestType === undefined || rawTestType === null || rawTestType === '' ? project.testType : rawTestType;
    if (!testType) throw new ValidationError(messages.testTypeRequired);
    const questions = await this.questions.questionsOf(em, testType);
    const answers = await em.find(AssessmentAnswer, { project: project.id }, { populate: ['updatedBy', 'question'] });
    const byQuestion = new Map(answers.map((a) => [a.question.id, a]));
    return questions.map((question) => ({ question, answer: byQuestion.get(question.id) ?? null }));
  }

  /**
   * Saves the person's answer (insert or replace, an AI one included) and updates the project's progress: the text,
   * and the status and element states where given (merged over the stored ones, see mergeStructured).
   */
  async saveManual(em: Em, owner: User, project: Project, input: SaveAnswerInput): Promise<AssessmentAnswer> {
    const question = await this.questions.requireActive(em, input.questionId);
    if (input.elements) checkElementKeys(question, input.elements);
    const cited = await this.citedDocument(em, project, input);
    const expected = input.expectedVersion ?? null;
    let stale = false;
    const id = await this.write(em, project.id, async (tx) => {
      const stored = (await storedAnswerStates(tx, project.id, [question.id])).get(question.id);
      if (expected !== null && (stored?.version ?? 0) !== expected) {
        stale = true;
        return undefined;
      }
      const parts = mergeStructured(question, stored, input);
      const text = input.answer ?? stored?.answer ?? '';
      // SPEC's rule (a non-empty answer), relaxed: a stated status is an answer too.
      if (!text && !parts.status) throw new ValidationError(messages.answerEmpty);
      const accepted = stored?.source === 'ai' && text === stored.answer;
      await recordActivity(tx, { projectId: project.id }, {
        kind: accepted ? 'answer.accepted' : 'answer.saved',
        actorId: owner.id,
        subject: question.controlRef,
        subjectId: question.id,
        before: accepted ? null : (stored?.answer ?? null),
        after: text,
      });
      const written = await upsertAnswerRow(tx, 'manual', [
        project.id,
        question.id,
        text,
        cited?.id ?? null,
        cited?.name ?? null,
        input.documentPage ?? null,
        input.sectionLabel,
        owner.id,
        parts.status,
        JSON.stringify(parts.elements),
        JSON.stringify(parts.evidence),
        expected,
        expected,
      ]);
      // The statement itself re-checks the version: a save committed since the read above wins, this one is stale.
      if (written === undefined) throw new StaleAnswerError(null);
      return written;
    }).catch((error: unknown) => {
      if (error instanceof StaleAnswerError) stale = true;
      else throw error;
      return undefined;
    });
    if (stale || id === undefined) {
      const current = await em.findOne(AssessmentAnswer, { project: project.id, question: question.id }, { refresh: true, populate: ['updatedBy', 'question'] });
      throw new StaleAnswerError(current);
    }
    return this.loaded(em, id);
  }

  /**
   * Sets one status on many questions of the project's test type (a filtered list in the questionnaire): a
   * question without an answer gets one with that status; questions marked not applicable are left alone.
   */
  async setStatuses(em: Em, owner: User, project: Project, input: BulkStatusInput): Promise<{ answers: AssessmentAnswer[]; skipped: string[] }> {
    if (!project.testType) throw new ValidationError(messages.testTypeRequired);
    const asked = new Map((await this.questions.questionsOf(em, project.testType)).map((q) => [q.id, q]));
    const ids = [...new Set(input.questionIds)];
    const outside = ids.find((id) => !asked.has(id));
    if (outside) throw new ValidationError(structuredAnswerMessages.bulkQuestionNotInTestType(outside.slice(0, 32)));
    const skipped: string[] = [];
    const written: number[] = [];
    await this.write(em, project.id, async (tx) => {
      const stored = await storedAnswerStates(tx, project.id, ids);
      for (const id of ids) {
        if (stored.get(id)?.applicability === 'not_applicable') {
          skipped.push(id);
          continue;
        }
        const parts = mergeStructured(asked.get(id)!, stored.get(id), { status: input.status });
        const subject = asked.get(id)!.controlRef;
        await recordActivity(tx, { projectId: project.id }, { kind: 'answer.saved', actorId: owner.id, subject, subjectId: id, before: stored.get(id)?.status ?? null, after: parts.status });
        const params = [project.id, id, owner.id, parts.status, JSON.stringify(parts.elements), JSON.stringify(parts.evidence)];
        written.push((await upsertAnswerRow(tx, 'status', params))!);
      }
      return written.length ? written[0] : undefined;
    });
    const found = written.length ? await em.find(AssessmentAnswer, { id: { $in: written } }, { refresh: true, populate: ['updatedBy', 'question'] }) : [];
    const byId = new Map(found.map((a) => [a.id, a]));
    return { answers: written.map((id) => byId.get(id)!), skipped };
  }

  private loaded(em: Em, id: number): Promise<AssessmentAnswer> {
    return em.findOneOrFail(AssessmentAnswer, id, { refresh: true, populate: ['updatedBy', 'question'] });
  }

  /**
   * The document a manual answer cites, if any: one of this project's documents (any other id, another user's
   * included, is not found), and a page within its page count when the count is known.
   */
  private async citedDocument(em: Em, project: Project, input: SaveAnswerInput): Promise<Document | null> {
    const { documentId, documentPage, sectionLabel } = input;
    if (documentId === undefined || documentId === null || documentId === '') {
      if (documentPage != null || sectionLabel) throw new ValidationError(messages.evidenceDocumentRequired);
      return null;
    }
    const id = parseEntityId(documentId);
    const document = id === undefined ? null : await em.findOne(Document, { id, project: project.id });
    if (!document) throw new NotFoundError(messages.documentNotFound);
    if (documentPage != null && document.pageCount != null && documentPage > document.pageCount) {
      throw new ValidationError(messages.evidencePageOutOfRange(document.name, document.pageCount));
    }
    return document;
  }

  /**
   * For the AI analysis: stores an evidenced answer (its quotes, coverage and run) unless the question already
   * has a manual one (then answers null). Pass the run's transactional EntityManager to make it part of that unit of work.
   * The project is not checked for ownership here: the caller has done so when the run started.
   */
  async saveAiAnswer(em: Em, projectId: number, questionId: string, raw: AiAnswerInput): Promise<AssessmentAnswer | null> {
    const input = parseInput(aiAnswerInput, raw);
    const question = await this.questions.requireActive(em, questionId);
    const [first] = input.evidence;
    const id = await this.write(em, projectId, (tx) => upsertAnswerRow(tx, 'ai', [
      projectId,
      question.id,
      input.answer,
      first!.documentId,
      projectId,
      first!.documentName,
      first!.page,
      first!.section,
      first!.quote,
      JSON.stringify(input.evidence),
      input.coverage,
      input.runId ?? null,
      JSON.stringify(elementsEvidencedBy(input.evidence)),
      input.engine ?? null,
    ]));
    return id === undefined ? null : this.loaded(em, id);
  }

  /** Remembers the project's test type (one of the offered names) and recomputes its progress for it. */
  async setTestType(em: Em, project: Project, { testType }: TestTypeInput): Promise<Project> {
    try {
      this.questions.requireTestType(testType);
    } catch (error) {
      // A body value outside the list is bad input (400), unlike an unknown name in a path (404).
      if (error instanceof NotFoundError) throw new ValidationError(error.message);
      throw error;
    }
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(Project, { id: project.id }, { testType, updatedAt: new Date() });
      await recomputeProgress(tx, project.id);
    });
    return em.findOneOrFail(Project, project.id, { refresh: true });
  }

  /**
   * Runs the answer upserts with the activity it implies (a not-started project moves to in progress)
   * and the progress update, all in one transaction. Answers the row id, or undefined when nothing was written.
   */
  private async write(em: Em, projectId: number, upsert: (tx: Em) => Promise<number | undefined>): Promise<number | undefined> {
    const run = async (tx: Em) => {
      const id = await upsert(tx);
      if (id === undefined) return undefined;
      await this.projects.markActivity(tx, { id: projectId });
      await recomputeProgress(tx, projectId);
      return id;
    };
    try {
      return em.isInTransaction() ? await run(em) : await em.transactional(run);
    } catch (error) {
      // The project was deleted between the ownership check and the write.
      if (error instanceof ForeignKeyConstraintViolationException) throw new NotFoundError(messages.projectNotFound);
      throw error;
    }
  }
}
