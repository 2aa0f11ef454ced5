/** Shapes of the REST facade's answers this remote reads (gateway presenters). */

export type ProjectStatus = 'not_started' | 'in_progress' | 'completed';

export interface Project {
  id: number;
  name: string;
  description: string;
  scope: string;
  /** YYYY-MM-DD or null. */
  targetDate: string | null;
  status: ProjectStatus;
  /** Percent 0-100. */
  progress: number;
  testType: string | null;
  documentCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectDocument {
  id: number;
  projectId: number;
  name: string;
  /** MIME type. */
  type: string;
  /** Bytes. */
  size: number;
  pageCount: number | null;
  textStatus: 'extracted' | 'no_text';
  createdAt: string | null;
}
