import type { Em } from '../../db/orm.js';
import type { Release } from '../../lib/leases.js';
import { extractionJobs } from './extraction-job.repository.js';

/**
 * The uploads of each project whose text is not extracted yet. A document row only exists once its text is
 * extracted, so this is how the AI analysis learns that more documents are coming: the project's extraction jobs
 * still queued or running (in the database, so an analysis started on any gateway sees the uploads every gateway
 * is extracting), plus the uploads this process is still vetting, before their job exists (a few milliseconds).
 */
export class ExtractionTracker {
  private readonly vetting = new Map<number, string[]>();

  /** Registers an upload being vetted; answers the function that unregisters it (once its job exists, or it was refused). */
  vet(projectId: number, name: string): Release {
    const names = this.vetting.get(projectId) ?? [];
    names.push(name);
    this.vetting.set(projectId, names);
    let ended = false;
    return async () => {
      if (ended) return;
      ended = true;
      const left = this.vetting.get(projectId) ?? [];
      left.splice(left.indexOf(name), 1);
      if (left.length) this.vetting.set(projectId, left);
      else this.vetting.delete(projectId);
    };
  }

  /** File names of the project's uploads still being vetted or extracted. */
  async pending(em: Em, projectId: number): Promise<string[]> {
    const jobs = await extractionJobs.active(em, projectId);
    return [...new Set([...(this.vetting.get(projectId) ?? []), ...jobs.map((job) => job.name)])];
  }
}
