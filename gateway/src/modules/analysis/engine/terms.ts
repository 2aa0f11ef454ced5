/**
 * Word-level matching for the engine: the rubric matcher's stems and phrase search (questions/rubric-matching.ts),
 * so that a rubric phrase ("access rights reviewed") matches the sentence the full-text search found ("Access
 * rights are reviewed quarterly") exactly as the element suggestions match the text a person writes.
 */
export { findPhrase, stem, stems } from '../../questions/rubric-matching.js';
