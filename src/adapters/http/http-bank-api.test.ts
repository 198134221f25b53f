import { describe, expect, test } from 'vitest';
import { loadContract } from '../../../server/http/contract';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { HttpBankApi } from '@/adapters/http/http-bank-api';

/** True when `method path` (a concrete path) is an operation of docs/api/openapi.yaml. */
function inContract(method: string, path: string): boolean {
  return [...loadContract().operations.values()].some(
    (op) => op.method === method && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
}

describe('HttpBankApi', () => {
  test('every call goes to an operation of the contract', async () => {
    const api = new FakeApiClient();
    for (const [method, path] of [
      ['GET', '/bank-application'],
      ['GET', '/bank-application/status'],
      ['PUT', '/bank-application/steps/fillApplication'],
      ['PUT', '/bank-application/progress'],
      ['GET', '/checkout/steps/identityDetails'],
      ['GET', '/config'],
      ['POST', '/bank-application/documents'],
      ['POST', '/bank-application/submit'],
      ['POST', '/bank-application/step-up'],
      ['POST', '/bank-application/review/complete'],
      ['PUT', '/bank-application/connection'],
      ['POST', '/bank-application/connection/verify'],
    ])
      api.respond(method, path, { values: {}, banks: [1, '2', 'x'] });
    api.respond('GET', '/lexisnexis/update-status', { status: 'pending' });
    const bank = new HttpBankApi(api);
    await bank.flow();
    await bank.status();
    await bank.saveStep('fillApplication', { bank_income: 'x' });
    await bank.saveProgress('fillApplication', 'participant');
    await bank.checkoutIdentity();
    expect(await bank.bankIds()).toEqual([1, 2]);
    const progress: number[] = [];
    await bank.upload('id_front', new Blob(['x']), 'front.png', { onProgress: (l) => progress.push(l) });
    await bank.submit();
    await bank.submitStepUp();
    await bank.completeReviewNow();
    await bank.verification('user-1');
    await bank.connect({ routing_number: '021000021' });
    await bank.verifyDeposits({ deposit_1: '0.12' });
    for (const call of api.calls) expect(inContract(call.method, call.path), `${call.method} ${call.path}`).toBe(true);
    expect(api.calls.find((c) => c.path === '/bank-application/progress')?.body).toEqual({
      current_step: 'fillApplication',
      variant: 'participant',
    });
    const form = api.calls.find((c) => c.path === '/bank-application/documents')?.body as FormData;
    expect(form.get('kind')).toBe('id_front');
    expect((form.get('file') as File).name).toBe('front.png');
    expect(api.calls.find((c) => c.path === '/lexisnexis/update-status')?.query).toEqual({ uid: 'user-1' });
  });
});
