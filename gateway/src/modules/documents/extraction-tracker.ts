/**
 * The uploads of each project whose text is being extracted in this process right now. A document row only
 * exists once its text is extracted, so this is how the AI analysis learns that more documents are coming.
 */
export class ExtractionTracker {
  private readonly byProject = new Map<number, string[]>();

  /** Registers an upload; answers the function that unregisters it. */
  begin(projectId: number, name: string): () => void {
    const names = this.byProject.get(projectId) ?? [];
    names.push(name);
    this.byProject.set(projectId, names);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = this.byProject.get(projectId) ?? [];
      left.splice(left.indexOf(name), 1);
      if (left.length) this.byProject.set(projectId, left);
      else this.byProject.delete(projectId);
    };
  }

  /** File names of the project's uploads still being extracted. */
  pending(projectId: number): string[] {
    return [...(this.byProject.get(projectId) ?? [])];
  }
}
