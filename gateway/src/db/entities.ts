import { Activity } from '../modules/activity/activity.entity.js';
import { AnalysisRun } from '../modules/analysis/analysis-run.entity.js';
import { AssessmentAnswer } from '../modules/answers/answer.entity.js';
import { ApiToken } from '../modules/api-tokens/api-token.entity.js';
import { CreditConsumption } from '../modules/credits/credit-consumption.entity.js';
import { CreditPurchase } from '../modules/credits/credit-purchase.entity.js';
import { CreditReversal } from '../modules/credits/credit-reversal.entity.js';
import { Document } from '../modules/documents/document.entity.js';
import { EvidenceChunk } from '../modules/evidence/evidence-chunk.entity.js';
import { GapAssessment } from '../modules/gap/gap-assessment.entity.js';
import { GapFinding } from '../modules/gap/gap-finding.entity.js';
import { CrawlJob } from '../modules/knowledge/crawl-job.entity.js';
import { DemoPaymentIntent } from '../modules/payments/demo-payment-intent.entity.js';
import { PaymentCheckout } from '../modules/payments/payment-checkout.entity.js';
import { ProcessedWebhookEvent } from '../modules/payments/processed-webhook-event.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { Question } from '../modules/questions/question.entity.js';
import { User } from '../modules/users/user.entity.js';
import { Invitation } from '../modules/workspaces/invitation.entity.js';
import { WorkspaceMember } from '../modules/workspaces/workspace-member.entity.js';
import { Workspace } from '../modules/workspaces/workspace.entity.js';

/** Every entity, listed explicitly (no folder discovery). */
export const entities = [User, Project, Document, EvidenceChunk, CreditPurchase, CreditConsumption, CreditReversal, DemoPaymentIntent, PaymentCheckout, ProcessedWebhookEvent, Question, AssessmentAnswer, GapAssessment, GapFinding, AnalysisRun, CrawlJob, ApiToken, Workspace, WorkspaceMember, Invitation, Activity];
