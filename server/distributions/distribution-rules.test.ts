import { describe, expect, test } from 'vitest';
import { pngDataUrl } from '../library/upload-test-kit';
import { distributionErrors, isPngSignature, MAX_SIGNATURE_LENGTH, SIGNATURE_MESSAGE } from './distribution-rules';

const b64 = (s: string | Uint8Array): string => Buffer.from(s).toString('base64');

describe('isPngSignature', () => {
  test('accepts a base64 PNG data URL whose bytes open with the PNG signature', () => {
    expect(isPngSignature(pngDataUrl())).toBe(true);
  });

  test('refuses other types dressed as PNG, other data URLs, non-strings and oversized values', () => {
    expect(isPngSignature(`data:image/png;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg"/>')}`)).toBe(false);
    expect(isPngSignature(`data:image/jpeg;base64,${b64(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))}`)).toBe(false);
    expect(isPngSignature('data:image/png;base64,')).toBe(false);
    expect(isPngSignature(undefined)).toBe(false);
    expect(isPngSignature(`${pngDataUrl()}${'A'.repeat(MAX_SIGNATURE_LENGTH)}`)).toBe(false);
  });
});

describe('distributionErrors', () => {
  test('hardship needs description, signature and document; other kinds need only the kind', () => {
    expect(distributionErrors({ kind: 'hardship' })).toMatchObject({
      description: ['Description is required'],
      signature: ['Signature is required'],
      document_id: ['Supporting document is required'],
    });
    const plain = distributionErrors({ kind: 'normal' });
    expect(Object.values(plain).flat()).toEqual([]);
    expect(distributionErrors({ kind: 'normal', signature: 'x' }).signature).toEqual([SIGNATURE_MESSAGE]);
    expect(distributionErrors({}).kind).toEqual(['Distribution type is required']);
    expect(distributionErrors({ kind: 'normal', amount: 0 }).amount).toEqual(['Amount must be greater than 0']);
  });
});
