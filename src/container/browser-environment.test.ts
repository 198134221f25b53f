import { describe, expect, test } from 'vitest';
import { apiBaseUrl, vaultBaseUrl } from './browser-environment';

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

  test('the card-data vault has its own prefix on the API host', () => {
    expect(vaultBaseUrl('https://api.example.com/solo401k', 'solo401k', '/vgs-proxy')).toBe('https://api.example.com/vgs-proxy');
    expect(vaultBaseUrl('https://api.example.com/solo401k', 'solo401k', undefined)).toBeUndefined();
  });
});
