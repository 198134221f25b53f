import { describe, expect, test } from 'vitest';
import { pngDataUrl } from '../library/upload-test-kit';
import { isPngSignature, MAX_SIGNATURE_LENGTH, signatureBytesErrors } from './png-signature';

const b64 = (s: string | Uint8Array): string => Buffer.from(s).toString('base64');
const SVG_AS_PNG = `data:image/png;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

describe('isPngSignature', () => {
  test('accepts a base64 PNG data URL whose bytes open with the PNG signature', () => {
    expect(isPngSignature(pngDataUrl())).toBe(true);
  });

  test('refuses other types dressed as PNG, other data URLs, non-strings and oversized values', () => {
    expect(isPngSignature(SVG_AS_PNG)).toBe(false);
    expect(isPngSignature(`data:image/jpeg;base64,${b64(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))}`)).toBe(false);
    expect(isPngSignature('data:image/png;base64,')).toBe(false);
    expect(isPngSignature(undefined)).toBe(false);
    expect(isPngSignature(`${pngDataUrl()}${'A'.repeat(MAX_SIGNATURE_LENGTH)}`)).toBe(false);
  });
});

describe('signatureBytesErrors', () => {
  test("a PNG data URL whose bytes are not a PNG gets the spec's message; the form itself is the domain's", () => {
    expect(signatureBytesErrors(SVG_AS_PNG)).toEqual(['Signature must be png']);
    expect(signatureBytesErrors(`${pngDataUrl()}${'A'.repeat(MAX_SIGNATURE_LENGTH)}`)).toEqual(['Signature must be png']);
    expect(signatureBytesErrors(pngDataUrl())).toEqual([]);
    // Not a PNG data URL at all, or absent: the domain's rule answers (or nothing is required).
    expect(signatureBytesErrors('x')).toEqual([]);
    expect(signatureBytesErrors(undefined)).toEqual([]);
  });
});
