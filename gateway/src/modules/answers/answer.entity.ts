import { defineEntity, p } from '@mikro-orm/core';
import { Document } from '../documents/document.entity.js';
import { Project } from '../projects/project.entity.js';
import { Question } from '../questions/question.entity.js';

export const answerSources = ['manual', 'ai'] as const;
export type AnswerSource = (typeof answerSources)[number];

/**
 * A project's answer to one question (unique per project and question). An AI answer cites the document,
 * page or section and the quoted evidence; a manual answer cites nothing and is never overwritten by AI.
 * Written with SQL upserts (answer.service.ts) so concurrent saves cannot collide.
 */
export const AssessmentAnswerSchema = defineEntity({
  name: 'AssessmentAnswer',
  tableName: 'assessment_answers',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    question: () => p.manyToOne(Question),
    answer: p.text(),
    source: p.enum(answerSources),
    /** Null once the document is deleted; the name and page stay so the citation still reads. */
    document: () => p.manyToOne(Document).nullable().deleteRule('set null'),
    documentName: p.string().length(255).nullable(),
    documentPage: p.integer().nullable(),
    sectionLabel: p.string().length(255).nullable(),
    evidenceQuote: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export class AssessmentAnswer extends AssessmentAnswerSchema.class {}
AssessmentAnswerSchema.setClass(AssessmentAnswer);
