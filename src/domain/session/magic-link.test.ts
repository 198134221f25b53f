import { describe, expect, test } from 'vitest';
import { magicLinkToken, withoutMagicLinkToken } from './magic-link';

describe('magicLinkToken', () => {
  test('is the t parameter when no flow parameter is present', () => {
    expect(magicLinkToken('?t=abc123')).toBe('abc123');
    expect(magicLinkToken('next=%2Fdocs&t=abc')).toBe('abc');
  });

  test('is undefined with a flow parameter, without a token, or with a blank token', () => {
    expect(magicLinkToken('?t=abc&descope-login-flow=sign-in%7C%23%7C1.end')).toBeUndefined();
    expect(magicLinkToken('?next=%2F')).toBeUndefined();
    expect(magicLinkToken('?t=')).toBeUndefined();
    expect(magicLinkToken('')).toBeUndefined();
  });
});

describe('withoutMagicLinkToken', () => {
  test('removes the token and keeps the other parameters', () => {
    expect(withoutMagicLinkToken('?t=abc&next=%2Fdocs')).toBe('?next=%2Fdocs');
    expect(withoutMagicLinkToken('?t=abc')).toBe('');
  });
});
