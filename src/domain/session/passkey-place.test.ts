import { describe, expect, test } from 'vitest';
import { passkeyPlace } from './passkey-place';

describe('passkeyPlace', () => {
  test('passkeys work at a named address', () => {
    for (const origin of ['http://localhost:8080', 'https://app.example', 'http://files.example:8443', 'http://127.example'])
      expect(passkeyPlace(origin)).toEqual({ here: true });
  });

  test('at a loopback IP address they work at localhost on the same port', () => {
    expect(passkeyPlace('http://127.0.0.1:8080')).toEqual({ here: false, url: 'http://localhost:8080' });
    expect(passkeyPlace('http://127.0.0.1')).toEqual({ here: false, url: 'http://localhost' });
    expect(passkeyPlace('http://127.1.2.3:9000')).toEqual({ here: false, url: 'http://localhost:9000' });
    expect(passkeyPlace('http://[::1]:8080')).toEqual({ here: false, url: 'http://localhost:8080' });
  });

  test('at another IP address there is no localhost to offer', () => {
    expect(passkeyPlace('http://192.168.1.5:8080')).toEqual({ here: false, url: undefined });
    expect(passkeyPlace('https://[2001:db8::1]')).toEqual({ here: false, url: undefined });
  });
});
