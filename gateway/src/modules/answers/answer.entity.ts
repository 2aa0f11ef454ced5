import { defineEntity, p } from '@mikro-orm/core';
import { answerStatuses } from '@gap/schema';
import { Document } from '../documents/document.entity.js';
import { Project } from '../projects/project.entity.js';
import { Question } from '../questions/question.entity.js';
import { User } from '../users/user.entity.js';
import type { StoredElementState } from './answer-elements.js';
import type { EvidenceItem } from './evidence-item.js';

export const answerSources = ['manual', 'ai'] as const;
export type AnswerSource = (typeof answerSources)[number];
export const applicabilities = ['applicable', 'not_applicable'] as const;
export type Applicability = (typeof applicabilities)[number];

/**
 * A project's answer to one question (unique per project and question). An AI answer cites the document,
 * page or section and the quoted evidence; a manual answer may cite a document of the project with a page or
 * section the person chose (no quote), and is never overwritten by AI.
 * Written with SQL upserts (answer.service.ts) so concurrent saves cannot collide.
 */
export const AssessmentAnswerSchema = defineEntity({
  name: 'AssessmentAnswer',
  tableName: 'assessment_answers',
  indexes: [
    { name: 'assessment_answers_document_idx', properties: ['document'] },
    { name: 'assessment_answers_run_idx', properties: ['runId'] },
  ],
  uniques: [{ name: 'assessment_answers_project_question_unique', properties: ['project', 'question'] }],
  checks: [{ name: 'assessment_answers_coverage_check', expression: '"coverage"::numeric >= 0 and "coverage"::numeric <= 1' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    question: () => p.manyToOne(Question),
    answer: p.text(),
    source: p.enum(answerSources).columnType('varchar(10)'),
    /** Null once the document is deleted; the name and page stay so the citation still reads. */
    document: () => p.manyToOne(Document).nullable().deleteRule('set null'),
    documentName: p.string().length(255).nullable(),
    documentPage: p.integer().nullable(),
    sectionLabel: p.string().length(255).nullable(),
    evidenceQuote: p.text().nullable(),
    /** AI answers: every quoted passage, each naming the rubric element it evidences. Empty for manual answers. */
    evidence: p.json<EvidenceItem[]>().defaultRaw(`'[]'`),
    /** AI answers: evidenced rubric elements / rubric elements (0-1); null for manual answers. */
    coverage: p.float().nullable(),
    /** The analysis run that wrote an AI answer; a rerun replaces the answers of earlier runs. */
    runId: p.integer().nullable(),
    /** The engine that wrote an AI answer: `openai:<model>` or `offline`; null for a person's answer. */
    engine: p.string().length(100).nullable(),
    /** The implementation status a person states; null while only text (or an AI answer) exists. */
    status: p.enum(answerStatuses).columnType('varchar(30)').nullable(),
    /** The known states of the question's rubric elements (an element not listed is unknown); scoring reads these. */
    elements: p.json<StoredElementState[]>().defaultRaw(`'[]'`),
    /** A person's decision for the Statement of Applicability; an AI run never sets not_applicable. */
    applicability: p.enum(applicabilities).columnType('varchar(20)').default('applicable'),
    notApplicableReason: p.text().nullable(),
    /** Who saved the answer last; null for AI answers and once the user is deleted. */
    updatedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
    /** Counts the writes of the answer: a save naming an older version is refused (409), nothing is lost silently. */
    version: p.integer().default(1),
  },
});

export class AssessmentAnswer extends AssessmentAnswerSchema.class {}
AssessmentAnswerSchema.setClass(AssessmentAnswer);
