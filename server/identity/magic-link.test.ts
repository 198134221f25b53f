import { describe, expect, it } from 'vitest';
import { buildMagicLink, hashLinkToken, isAllowedRedirect, maskEmail, newLinkToken } from './magic-link';

describe('redirect allow-list', () => {
  const allowed = ['http://localhost:8080', 'https://app.example.com/'];
  it.each([
    ['http://localhost:8080/login', true],
    ['https://app.example.com/a?b=c', true],
    ['http://localhost:8081/login', false],
    ['https://app.example.com.evil.io/', false],
    ['http://app.example.com/', false],
    ['javascript:alert(1)', false],
    ['/relative', false],
    ['', false],
  ])('%s -> %s', (uri, ok) => {
    expect(isAllowedRedirect(uri, allowed)).toBe(ok);
  });
});

describe('buildMagicLink', () => {
  it('adds t with ? or & and keeps a fragment last', () => {
    expect(buildMagicLink('http://a/login', 'x')).toBe('http://a/login?t=x');
    expect(buildMagicLink('http://a/login?r=1', 'x')).toBe('http://a/login?r=1&t=x');
    expect(buildMagicLink('http://a/login?', 'x')).toBe('http://a/login?t=x');
    expect(buildMagicLink('http://a/#/app', 'x')).toBe('http://a/?t=x#/app');
  });
});

describe('link tokens', () => {
  it('are random, and stored as a hash different from the token', () => {
    const a = newLinkToken();
    expect(a).not.toBe(newLinkToken());
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(hashLinkToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(a)).not.toContain(a);
  });

  it('masks the e-mail for the answer', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
  });
});
