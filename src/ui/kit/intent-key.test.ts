import { describe, expect, test } from 'vitest';
import { ApiError } from '@/ports/api-client';
import { IntentKey } from '@/ui/kit/intent-key';

function counter(): () => string {
  let n = 0;
  return () => `key-${String(++n).padStart(4, '0')}`;
}

/** A port call that records the Idempotency-Key of every request and answers with `answer`. */
function endpoint<T>(answer: () => T): { keys: string[]; call: (key: string) => Promise<T> } {
  const keys: string[] = [];
  return {
    keys,
    call: async (key) => {
      keys.push(key);
      return answer();
    },
  };
}

describe('IntentKey (decision 0295)', () => {
  test('a retry after no answer (network, timeout, 5xx, 429, a copy in progress) sends the same key', async () => {
    const failures = [
      new ApiError('network', 'ERR_NETWORK'),
      new ApiError('timeout', 'ECONNABORTED'),
      new ApiError('500', 'ERR_BAD_RESPONSE', 500, { error: 'internal' }),
      new ApiError('429', 'ERR_BAD_REQUEST', 429, { error: 'rate_limited' }),
      new ApiError('409', 'ERR_BAD_REQUEST', 409, { error: 'idempotency_in_progress' }),
    ];
    const distributions = endpoint(() => {
      const next = failures.shift();
      if (next) throw next;
      return { id: 'd1' };
    });
    const intent = new IntentKey(counter());
    for (let i = 0; i < 5; i += 1)
      await expect(intent.send('distribution', { amount: 10 }, distributions.call)).rejects.toThrow();
    expect(await intent.send('distribution', { amount: 10 }, distributions.call)).toEqual({ id: 'd1' });
    expect(distributions.keys).toEqual(Array(6).fill('key-0001'));
  });

  test('a success or a refusal ends the intent: the same figures again are a new request with a new key', async () => {
    let refuse = true;
    const contributions = endpoint(() => {
      if (refuse) throw new ApiError('400', 'ERR_BAD_REQUEST', 400, { error: 'validation', fields: {} });
      return { ok: true };
    });
    const intent = new IntentKey(counter());
    await expect(intent.send('contribution', { amount: 10 }, contributions.call)).rejects.toThrow();
    refuse = false;
    await intent.send('contribution', { amount: 10 }, contributions.call);
    await intent.send('contribution', { amount: 10 }, contributions.call);
    expect(contributions.keys).toEqual(['key-0001', 'key-0002', 'key-0003']);
  });

  test('changed figures after a failure are another intent; another request is another intent', async () => {
    const loans = endpoint(() => {
      throw new ApiError('network', 'ERR_NETWORK');
    });
    const intent = new IntentKey(counter());
    await expect(intent.send('loan', { amount: 10 }, loans.call)).rejects.toThrow();
    await expect(intent.send('loan', { amount: 11 }, loans.call)).rejects.toThrow();
    await expect(intent.send('loan', { amount: 11 }, loans.call)).rejects.toThrow();
    await expect(intent.send('repayment', { amount: 11 }, loans.call)).rejects.toThrow();
    expect(loans.keys).toEqual(['key-0001', 'key-0002', 'key-0002', 'key-0003']);
  });

  test('by default a key is a random UUID', () => {
    const key = new IntentKey().keyFor('/x', {});
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
