import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { amendmentSignatureErrors } from './amendment-signature';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const filled = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const blank = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant('   '),
  fc.integer(),
  fc.boolean(),
);

describe('amendment signature rules', () => {
  test('valid values: filled names and title and a PNG data URL have no message', () => {
    fc.assert(
      fc.property(filled, filled, filled, (first, last, title) => {
        const errors = amendmentSignatureErrors({
          signer_first_name: first,
          signer_last_name: last,
          signer_title: title,
          signature: PNG,
        });
        expect(Object.values(errors).flat()).toEqual([]);
      }),
    );
  });

  test('invalid values: each missing field says what it needs; a signature that is no PNG says so', () => {
    fc.assert(
      fc.property(
        blank,
        blank,
        blank,
        fc.oneof(
          blank,
          filled.filter((s) => !s.startsWith('data:image/png')),
        ),
        (a, b, c, sig) => {
          const errors = amendmentSignatureErrors({ signer_first_name: a, signer_last_name: b, signer_title: c, signature: sig });
          expect(errors.signer_first_name).toEqual(['Signer First Name is required']);
          expect(errors.signer_last_name).toEqual(['Signer Last Name is required']);
          expect(errors.signer_title).toEqual(['Signer Title is required']);
          const blankSig = typeof sig !== 'string' || sig.trim() === '';
          expect(errors.signature).toEqual([blankSig ? 'Signature is required' : 'Signature must be png']);
        },
      ),
    );
  });
});
