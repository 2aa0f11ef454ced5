import { AssessmentAnswer } from '../modules/answers/answer.entity.js';
import { CreditConsumption } from '../modules/credits/credit-consumption.entity.js';
import { CreditPurchase } from '../modules/credits/credit-purchase.entity.js';
import { Document } from '../modules/documents/document.entity.js';
import { EvidenceChunk } from '../modules/evidence/evidence-chunk.entity.js';
import { DemoPaymentIntent } from '../modules/payments/demo-payment-intent.entity.js';
import { ProcessedWebhookEvent } from '../modules/payments/processed-webhook-event.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { Question } from '../modules/questions/question.entity.js';
import { User } from '../modules/users/user.entity.js';

/** Every entity, listed explicitly (no folder discovery). */
export const entities = [User, Project, Document, EvidenceChunk, CreditPurchase, CreditConsumption, DemoPaymentIntent, ProcessedWebhookEvent, Question, AssessmentAnswer];
