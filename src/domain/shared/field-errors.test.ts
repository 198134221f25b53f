import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isFree } from './field-errors';

const field = fc.constantFrom('amount', 'kind', 'signature', 'filed_on');
const message = fc.string({ minLength: 1 });

describe('isFree (decision 0010)', () => {
  test('fields without messages (absent or empty) are free', () => {
    fc.assert(
      fc.property(fc.dictionary(field, fc.constantFrom(undefined, [] as string[])), (errors) => {
        expect(isFree(errors)).toBe(true);
      }),
    );
  });

  test('one message on any field is not', () => {
    fc.assert(
      fc.property(fc.dictionary(field, fc.array(message, { maxLength: 2 })), field, message, (errors, f, m) => {
        expect(isFree({ ...errors, [f]: [...(errors[f] ?? []), m] })).toBe(false);
      }),
    );
  });
});
