import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { supportSearchError } from './support-search';

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{1,10}$/);

describe('supportSearchError (decision 0271)', () => {
  test('blank lists everyone; words of letters and digits and whole e-mail addresses are accepted', () => {
    fc.assert(fc.property(fc.constantFrom('', ' ', '   '), (blank) => supportSearchError(blank) === undefined));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (ws) => supportSearchError(ws.join(' ')) === undefined),
    );
    fc.assert(fc.property(fc.emailAddress(), (email) => supportSearchError(` ${email} `) === undefined));
  });

  test("other characters, a single character and half addresses get the spec's messages", () => {
    fc.assert(
      fc.property(word, fc.constantFrom(';', '$', '%', '*', '(', '-'), (w, bad) => {
        expect(supportSearchError(`${w}${bad}`)).toBe('Only letters digits and spaces are allowed');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]$/), (c) => {
        expect(supportSearchError(` ${c} `)).toBe('Search value must contain at least 2 non-whitespace characters');
      }),
    );
    fc.assert(
      fc.property(word, (w) => {
        expect(supportSearchError(`${w}@`)).toBe('Please type valid email address');
        expect(supportSearchError(`@${w}`)).toBe('Please type valid email address');
        expect(supportSearchError(`${w}@${w}`)).toBe('Please type valid email address');
      }),
    );
  });
});
