import { afterEach, describe, expect, it } from '@jest/globals';
import { clearDraft, draftQuestionIds, readDraft, writeDraft } from './drafts';

afterEach(() => window.localStorage.clear());

describe('answer drafts', () => {
  it('are kept per project and question', () => {
    writeDraft('3', 'q-a', 'Half-written');
    writeDraft('4', 'q-a', 'Other project');
    expect(readDraft('3', 'q-a')).toBe('Half-written');
    expect(readDraft('3', 'q-b')).toBeNull();
    expect(draftQuestionIds('3')).toEqual(['q-a']);

    clearDraft('3', 'q-a');
    expect(draftQuestionIds('3')).toEqual([]);
    expect(readDraft('4', 'q-a')).toBe('Other project');
  });
});
