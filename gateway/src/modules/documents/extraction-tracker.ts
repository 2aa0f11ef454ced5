import type { LeaseTable, Release } from '../../lib/leases.js';

/**
 * The uploads of each project whose text is being extracted right now. A document row only exists once its
 * text is extracted, so this is how the AI analysis learns that more documents are coming. In process memory
 * by default (the embedded database serves one process); on PostgreSQL as leases, so an analysis started on
 * any gateway sees the uploads every gateway is extracting.
 */
export interface ExtractionTracker {
  /** Registers an upload; answers the function that unregisters it. */
  begin(projectId: number, name: string): Promise<Release>;
  /** File names of the project's uploads still being extracted. */
  pending(projectId: number): Promise<string[]>;
}

export class MemoryExtractionTracker implements ExtractionTracker {
  private readonly byProject = new Map<number, string[]>();

  async begin(projectId: number, name: string): Promise<Release> {
    const names = this.byProject.get(projectId) ?? [];
    names.push(name);
    this.byProject.set(projectId, names);
    let ended = false;
    return async () => {
      if (ended) return;
      ended = true;
      const left = this.byProject.get(projectId) ?? [];
      left.splice(left.indexOf(name), 1);
      if (left.length) this.byProject.set(projectId, left);
      else this.byProject.delete(projectId);
    };
  }

  async pending(projectId: number): Promise<string[]> {
    return [...(this.byProject.get(projectId) ?? [])];
  }
}

export class LeasedExtractionTracker implements ExtractionTracker {
  constructor(private readonly leases: LeaseTable) {}

  async begin(projectId: number, name: string): Promise<Release> {
    return (await this.leases.take('extraction', String(projectId), { label: name }))!;
  }

  pending(projectId: number): Promise<string[]> {
    return this.leases.labels('extraction', String(projectId));
  }
}
