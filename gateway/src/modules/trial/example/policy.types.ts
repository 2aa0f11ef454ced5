/** A paragraph, or a bulleted list whose items are paragraphs of their own. */
export type PolicyBlock = string | { bullets: readonly string[] };

export interface PolicySection {
  heading: string;
  blocks: readonly PolicyBlock[];
}

/** One of the example organisation's policies, written for the product and rendered to PDF at start. */
export interface ExamplePolicy {
  /** The uploaded file's name. */
  fileName: string;
  title: string;
  /** Document id, version, owner and approval, printed under the title (what clause 7.5.2 looks for). */
  control: string;
  sections: readonly PolicySection[];
}
