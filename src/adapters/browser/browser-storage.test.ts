// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.example.com/"}
import { beforeEach, describe, expect, test } from 'vitest';
import { keyValueStorageContract } from '@/adapters/contracts/key-value-storage.contract';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { DocumentCookieKeyValueStorage, serializeCookie } from './cookie-key-value-storage';
import { WebStorageKeyValueStorage } from './web-storage-key-value-storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const k of new DocumentCookieKeyValueStorage(document).keys()) new DocumentCookieKeyValueStorage(document).remove(k);
});

keyValueStorageContract('MemoryKeyValueStorage', () => new MemoryKeyValueStorage());
keyValueStorageContract('localStorage', () => new WebStorageKeyValueStorage(window.localStorage));
keyValueStorageContract('sessionStorage', () => new WebStorageKeyValueStorage(window.sessionStorage));
keyValueStorageContract('document.cookie', () => new DocumentCookieKeyValueStorage(document));

describe('DocumentCookieKeyValueStorage', () => {
  test('writes SameSite=Strict, Secure, path=/ cookies by default', () => {
    expect(serializeCookie('DS', 'jwt')).toBe('DS=jwt; path=/; SameSite=Strict; Secure');
    expect(serializeCookie('DS', 'jwt', { expires: new Date(Date.UTC(2030, 0, 1)) })).toContain(
      'expires=Tue, 01 Jan 2030 00:00:00 GMT',
    );
  });

  test('an expired cookie is gone', () => {
    const s = new DocumentCookieKeyValueStorage(document);
    s.set('DS', 'jwt', { expires: new Date(Date.now() - 1000) });
    expect(s.get('DS')).toBeUndefined();
  });
});

describe('WebStorageKeyValueStorage', () => {
  test('local storage is shared by instances over the same area; session storage is separate', () => {
    new WebStorageKeyValueStorage(localStorage).set('shared', 'yes');
    expect(new WebStorageKeyValueStorage(localStorage).get('shared')).toBe('yes');
    expect(new WebStorageKeyValueStorage(sessionStorage).get('shared')).toBeUndefined();
  });
});
