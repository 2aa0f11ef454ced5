import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { Document } from '../documents/document.entity.js';
import { Project } from '../projects/project.entity.js';
import { parseEntityId } from '../../lib/entity-id.js';
import type { ProjectService } from '../projects/project.service.js';
import type { Question } from '../questions/question.entity.js';
import type { QuestionService } from '../questions/question.service.js';
import type { User } from '../users/user.entity.js';
import { AssessmentAnswer } from './answer.entity.js';
import { upsertAnswerRow, type AnswerKind } from './answer.repository.js';
import { aiAnswerInput, type AiAnswerInput, type SaveAnswerInput, type TestTypeInput } from './answer.inputs.js';
import { recomputeProgress } from '../projects/project.repository.js';

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
    const project = await this.projects.requireOwned(em, owner, rawProjectId);
    const testType = rawTestType === undefined || rawTestType === null || rawTestType === '' ? project.testType : rawTestType;
    if (!testType) throw new ValidationError(messages.testTypeRequired);
    const questions = await this.questions.questionsOf(em, testType);
    const answers = await em.find(AssessmentAnswer, { project: project.id }, { populate: ['updatedBy'] });
    const byQuestion = new Map(answers.map((a) => [a.question.id, a]));
    return questions.map((question) => ({ question, answer: byQuestion.get(question.id) ?? null }));
  }

  /** Saves the user's answer (insert or replace, an AI answer included) and updates the project's progress. */
  async saveManual(em: Em, owner: User, project: Project, input: SaveAnswerInput): Promise<AssessmentAnswer> {
    const question = await this.questions.requireActive(em, input.questionId);
    const cited = await this.citedDocument(em, project, input);
    const id = await this.write(em, project.id, 'manual', [
      project.id,
      question.id,
      input.answer,
      cited?.id ?? null,
      cited?.name ?? null,
      input.documentPage ?? null,
      input.sectionLabel,
      owner.id,
    ]);
    return em.findOneOrFail(AssessmentAnswer, id!, { refresh: true, populate: ['updatedBy'] });
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
    const id = await this.write(em, projectId, 'ai', [
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
    ]);
    return id === undefined ? null : em.findOneOrFail(AssessmentAnswer, id, { refresh: true });
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
   * Runs one answer upsert with the activity it implies (a not-started project moves to in progress)
   * and the progress update, all in one transaction. Answers the row id, or undefined when nothing was written.
   */
  private async write(em: Em, projectId: number, kind: AnswerKind, params: unknown[]): Promise<number | undefined> {
    const run = async (tx: Em) => {
      const id = await upsertAnswerRow(tx, kind, params);
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
