import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { gapMessages } from '@gap/schema';
import type { Em } from '../../../db/orm.js';
import { NotFoundError } from '../../../lib/errors.js';
import { activityPageOf } from '../../activity/activity.repository.js';
import type { User } from '../../users/user.entity.js';
import type { GapAssessmentService } from '../gap-assessment.service.js';
import { presentAssessmentSummary, presentFinding } from '../gap.presenter.js';
import { assessorOf, documentsAnalysed } from './export-context.repository.js';
import { exportActivityMax, type ExportData } from './export-data.js';
import { writeGapWorkbook } from './workbook.js';

export interface PreparedExport {
  /** SPEC 9: `{hash}.xlsx`. */
  fileName: string;
  /** "Gap Assessment - {project} - {date}.xlsx", for Content-Disposition's filename*. */
  readableName: string;
  write(out: Writable): Promise<void>;
}

/** The Excel export of one assessment (the latest unless given), gathered first and then streamed. */
export class GapExportService {
  constructor(private readonly gap: GapAssessmentService) {}

  async prepare(em: Em, owner: User, rawProjectId: unknown, rawAssessmentId?: unknown): Promise<PreparedExport> {
    const { project, assessment } = await this.gap.assessment(em, owner, rawProjectId, rawAssessmentId);
    if (!assessment) throw new NotFoundError(gapMessages.assessmentNotFound);
    const findings = (await this.gap.store.findings(em, assessment.id)).map(presentFinding);
    const history = (await this.gap.store.history(em, project.id)).map(presentAssessmentSummary);
    const bank = this.gap.bank;
    const data: ExportData = {
      project: { id: project.id, name: project.name, description: project.description, scope: project.scope },
      assessor: await assessorOf(em, assessment),
      documents: await documentsAnalysed(em, project.id, assessment.createdAt),
      assessment: { ...presentAssessmentSummary(assessment), excluded: assessment.notApplicable },
      findings,
      history,
      questions: bank.testTypes[assessment.testType] ?? [],
      annexA: bank.questions.filter((q) => q.controlRef.startsWith('A.')),
      activity: (await activityPageOf(em, { projectId: project.id }, exportActivityMax)).rows,
      generatedAt: new Date(),
    };
    const hash = createHash('sha256').update(`${project.id}:${assessment.id}:${assessment.createdAt.toISOString()}`).digest('hex').slice(0, 16);
    const day = assessment.createdAt.toISOString().slice(0, 10);
    return {
      fileName: `${hash}.xlsx`,
      readableName: `Gap Assessment - ${project.name} - ${day}.xlsx`,
      write: (out) => writeGapWorkbook(out, data),
    };
  }
}
