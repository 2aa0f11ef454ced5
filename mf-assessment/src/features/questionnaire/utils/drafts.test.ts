import { afterEach, describe, expect, it } from '@jest/globals';
import { textDraft } from '../testing/build-item';
import { clearDraft, draftQuestionIds, readDraft, writeDraft } from './drafts';

afterEach(() => window.localStorage.clear());

describe('answer drafts', () => {
  it('are kept per project and question', () => {
    writeDraft('3', 'q-a', textDraft('Half-written'));
    writeDraft('4', 'q-a', textDraft('Other project'));
    expect(readDraft('3', 'q-a')).toEqual(textDraft('Half-written'));
    expect(readDraft('3', 'q-b')).toBeNull();
    expect(draftQuestionIds('3')).toEqual(['q-a']);

    clearDraft('3', 'q-a');
    expect(draftQuestionIds('3')).toEqual([]);
    expect(readDraft('4', 'q-a')?.text).toBe('Other project');
  });

  it('keep the status and the element states beside the text', () => {
    const draft = { text: '', status: 'planned' as const, elements: { 'periodic-review': 'missing' as const, 'request-approval': 'in_place' as const } };
    writeDraft('3', 'q-a', draft);
    expect(readDraft('3', 'q-a')).toEqual(draft);
  });

  it('read a draft stored before statuses existed as its text', () => {
    window.localStorage.setItem('gap.answer-draft.3.q-a', 'Plain text from an older version');
    expect(readDraft('3', 'q-a')).toEqual({ text: 'Plain text from an older version' });
    window.localStorage.setItem('gap.answer-draft.3.q-b', '{"looks": "like JSON"}');
    expect(readDraft('3', 'q-b')).toEqual({ text: '{"looks": "like JSON"}' });
  });

  it('drop a stored status or state that is not one of ours', () => {
    window.localStorage.setItem('gap.answer-draft.3.q-a', JSON.stringify({ v: 2, text: 7, status: 'done', elements: { a: 'in_place', b: 'maybe' } }));
    expect(readDraft('3', 'q-a')).toEqual({ text: '', status: null, elements: { a: 'in_place' } });
  });
});
