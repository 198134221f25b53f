import { describe, expect, test } from 'vitest';
import { apiBaseUrl, identityBaseUrl, vaultBaseUrl } from './browser-environment';

describe('API base URLs', () => {
  test('the product key is the path prefix, appended once', () => {
    expect(apiBaseUrl('https://api.example.com/solo401k', 'solo401k', 'https://app.example.com')).toBe(
      'https://api.example.com/solo401k',
    );
    expect(apiBaseUrl('https://api.example.com/', 'solo401k', 'https://app.example.com')).toBe(
      'https://api.example.com/solo401k',
    );
    expect(apiBaseUrl(undefined, 'solo401k', 'http://localhost:3000')).toBe('http://localhost:3000/solo401k');
  });

  test('a path (the local server without PUBLIC_ORIGIN) is on the origin the page was opened at (decision 0201)', () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080'])
      expect(apiBaseUrl('/solo401k', 'solo401k', origin)).toBe(`${origin}/solo401k`);
    expect(identityBaseUrl('/identity', 'http://localhost:8080')).toBe('http://localhost:8080/identity');
    expect(identityBaseUrl('https://api.descope.com/', 'http://localhost:8080')).toBe('https://api.descope.com');
    expect(identityBaseUrl('', 'http://localhost:8080')).toBeUndefined();
    expect(identityBaseUrl(undefined, 'http://localhost:8080')).toBeUndefined();
  });

  test('the card-data vault has its own prefix on the API host', () => {
    expect(vaultBaseUrl('https://api.example.com/solo401k', 'solo401k', '/vgs-proxy')).toBe('https://api.example.com/vgs-proxy');
    expect(vaultBaseUrl('https://api.example.com/solo401k', 'solo401k', undefined)).toBeUndefined();
  });
});
