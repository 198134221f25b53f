import fc from 'fast-check';
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
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\me\\plan.pdf', 'pdf')).toBe('plan.pdf');
    expect(cleanFileName('a\r\nb"c.pdf', 'pdf')).toBe('abc.pdf');
    expect(cleanFileName('', 'png')).toBe('document.png');
    expect(cleanFileName(undefined, 'pdf')).toBe('document.pdf');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(255);
  });
});

describe('cleanFileName (decision 0294)', () => {
  const EXTENSIONS = ['pdf', 'png', 'jpg', 'tif', 'docx', 'xlsx'];
  /** Characters a saved name must never carry: C0 and C1 controls, DEL, bidirectional controls, quotes, separators. */
  const forbidden = (c: string): boolean => {
    const n = c.codePointAt(0)!;
    return (
      n < 0x20 ||
      (n >= 0x7f && n <= 0x9f) ||
      [0x61c, 0x200e, 0x200f, 0x2066, 0x2067, 0x2068, 0x2069].includes(n) ||
      (n >= 0x202a && n <= 0x202e) ||
      c === '"' ||
      c === '/' ||
      c === '\\'
    );
  };
  const nameChar = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 1 }),
    fc.constantFrom('.', '/', '\\', '"', '\u202e', '\u2066', '\u200f', '\u0000', '\u0085', '\n', 'html', 'svg'),
  );

  test("examples: the sniffed type names the extension; the type's other spelling is kept", () => {
    expect(cleanFileName('poly.html', 'pdf')).toBe('poly.pdf');
    expect(cleanFileName('photo.svg', 'jpg')).toBe('photo.jpg');
    expect(cleanFileName('photo.JPEG', 'jpg')).toBe('photo.JPEG');
    expect(cleanFileName('scan.tiff', 'tif')).toBe('scan.tiff');
    expect(cleanFileName('report.final.pdf', 'pdf')).toBe('report.final.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(cleanFileName('.html', 'png')).toBe('.html.png');
  });

  test("property: never a forbidden character, always the type's extension, at most 255 characters", () => {
    fc.assert(
      fc.property(
        fc.array(nameChar, { maxLength: 300 }).map((a) => a.join('')),
        fc.constantFrom(...EXTENSIONS),
        (raw, ext) => {
          const name = cleanFileName(raw, ext);
          expect([...name].some(forbidden)).toBe(false);
          const last = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
          const spellings = ext === 'jpg' ? ['jpg', 'jpeg', 'jpe'] : ext === 'tif' ? ['tif', 'tiff'] : [ext];
          expect(spellings).toContain(last);
          expect(name.length).toBeLessThanOrEqual(255);
          expect(name.length).toBeGreaterThan(last.length + 1);
        },
      ),
    );
  });
});
