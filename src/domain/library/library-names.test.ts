import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isNameTaken, MAX_NAME_LENGTH, nameErrors } from '@/domain/library';

const allowedChar = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\u0000-\u001f\u007f/\\]/.test(c));
const validName = fc
  .array(allowedChar, { minLength: 1, maxLength: 60 })
  .map((cs) => cs.join(''))
  .filter((s) => s.trim() !== '');

describe('library names (decision 0150)', () => {
  test('a name of allowed characters, not blank, at most 255 characters long, is accepted', () => {
    fc.assert(
      fc.property(validName, (name) => {
        expect(nameErrors(name, 'Folder name')).toEqual([]);
      }),
    );
    expect(nameErrors('x'.repeat(MAX_NAME_LENGTH), 'Folder name')).toEqual([]);
  });

  test('blank names, too long names and names with a slash, backslash or control character are refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t', '   '), (blank) => {
        expect(nameErrors(blank, 'Document name')).toEqual(['Document name is required']);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: MAX_NAME_LENGTH + 1, max: 2000 }), (length) => {
        expect(nameErrors('a'.repeat(length), 'Folder name')).toEqual(['Folder name must be at most 255 characters']);
      }),
    );
    const bad = fc.constantFrom('/', '\\', '\u0000', '\n', '\u001f', '\u007f');
    fc.assert(
      fc.property(validName, bad, validName, (a, c, b) => {
        expect(nameErrors(`${a}${c}${b}`, 'Folder name')).toEqual(['Folder name must not contain slashes or control characters']);
      }),
    );
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'string'),
        (v) => {
          expect(nameErrors(v, 'Folder name')).toEqual(['Folder name is required']);
        },
      ),
    );
  });

  test('a duplicate is the same name ignoring case and surrounding spaces; other names are free', () => {
    const asciiName = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,30}$/);
    fc.assert(
      fc.property(asciiName, fc.array(validName), (name, others) => {
        expect(isNameTaken([...others, name], ` ${name.toUpperCase()} `)).toBe(true);
        expect(isNameTaken([...others, name], `  ${name.toLowerCase()}`)).toBe(true);
        const rest = others.filter((o) => o.trim().toLowerCase() !== name.trim().toLowerCase());
        expect(isNameTaken(rest, name)).toBe(false);
      }),
    );
  });
});
