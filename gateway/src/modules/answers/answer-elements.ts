import type { ElementState } from '@gap/schema';

/** One rubric element's state as stored on an answer (DESIGN section 5); a key not stored reads as unknown. */
export interface StoredElementState {
  rubricKey: string;
  state: ElementState;
}
