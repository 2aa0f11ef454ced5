import { describe, expect, it } from '@jest/globals';
import { fileKindOf, uploadRefusal } from './upload-rules';

describe('uploadRefusal', () => {
  it('accepts the SPEC 5 types up to 20 MB, whatever the extension case', () => {
    for (const name of ['policy.pdf', 'Policy.DOCX', 'old.doc', 'risks.xlsx']) {
      expect(uploadRefusal({ name, size: 20 * 1024 * 1024 })).toBeUndefined();
    }
  });

  it('refuses other types with the SPEC message', () => {
    expect(uploadRefusal({ name: 'notes.txt', size: 10 })).toBe('Invalid file type: notes.txt. Allowed types: .pdf, .docx, .doc, .xlsx');
    expect(uploadRefusal({ name: 'README', size: 10 })).toBe('Invalid file type: README. Allowed types: .pdf, .docx, .doc, .xlsx');
  });

  it('refuses a file over 20 MB with the SPEC message', () => {
    expect(uploadRefusal({ name: 'big.pdf', size: 20 * 1024 * 1024 + 1 })).toBe('File big.pdf exceeds the maximum allowed size of 20MB');
  });
});

describe('fileKindOf', () => {
  it.each([
    ['application/pdf', 'a.pdf', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx', 'word'],
    ['application/msword', 'a.doc', 'word'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx', 'spreadsheet'],
    ['', 'a.xlsx', 'spreadsheet'],
    ['text/plain', 'a.txt', 'other'],
  ])('%s %s is %s', (type, name, kind) => {
    expect(fileKindOf(type, name)).toBe(kind);
  });
});
