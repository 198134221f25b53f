import { describe, expect, test } from 'vitest';
import { folderRefErrors, MAX_NAME_LENGTH, nameErrors } from './name-rules';
import { cleanFileName } from './upload-receiver';

describe('nameErrors', () => {
  test('requires a non-blank name of at most 255 characters without slashes or control characters', () => {
    expect(nameErrors('Plan documents', 'Folder name')).toEqual([]);
    expect(nameErrors('  2026 – Q1 ü ', 'Folder name')).toEqual([]);
    expect(nameErrors(undefined, 'Folder name')).toEqual(['Folder name is required']);
    expect(nameErrors('   ', 'Document name')).toEqual(['Document name is required']);
    expect(nameErrors(42, 'Folder name')).toEqual(['Folder name is required']);
    expect(nameErrors('x'.repeat(MAX_NAME_LENGTH), 'Folder name')).toEqual([]);
    expect(nameErrors('x'.repeat(MAX_NAME_LENGTH + 1), 'Folder name')).toEqual(['Folder name must be at most 255 characters']);
    for (const bad of ['a/b', 'a\\b', 'a\nb', 'a\u0000b', 'a\u007fb']) {
      expect(nameErrors(bad, 'Folder name')).toEqual(['Folder name must not contain slashes or control characters']);
    }
  });
});

describe('folderRefErrors', () => {
  test('accepts null (top level) or a folder id string', () => {
    expect(folderRefErrors(null)).toEqual([]);
    expect(folderRefErrors('f-1')).toEqual([]);
    expect(folderRefErrors('')).toHaveLength(1);
    expect(folderRefErrors(7)).toHaveLength(1);
  });
});

describe('cleanFileName', () => {
  test('keeps the last path segment only, without control characters or quotes', () => {
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\plan.pdf', 'pdf')).toBe('plan.pdf');
    expect(cleanFileName('a\r\nb"c.pdf', 'pdf')).toBe('abc.pdf');
    expect(cleanFileName('', 'png')).toBe('document.png');
    expect(cleanFileName(undefined, 'pdf')).toBe('document.pdf');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(255);
  });
});
