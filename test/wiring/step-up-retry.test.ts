import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { ActingAsApiClient } from '@/adapters/http/acting-as-api-client';
import { ApiError } from '@/ports/api-client';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

const STEP_UP = new ApiError('Forbidden', 'ERR_BAD_REQUEST', 403, {
  error: 'step_up_required',
  message: 'Confirm it is you with your second factor to continue.',
});

/** An API whose first call answers step_up_required, and later ones succeed. */
function steppingApi(): { api: FakeApiClient; calls: string[] } {
  const api = new FakeApiClient();
  const calls: string[] = [];
  api.post = async <T>(path: string): Promise<T> => {
    calls.push(path);
    if (calls.length === 1) throw STEP_UP;
    return { ok: true } as T;
  };
  return { api, calls };
}

describe('step-up prompt with the API decorator', () => {
  test('a call answered step_up_required waits for the prompt and is retried once the second factor is given', async () => {
    const prompt = new StepUpPrompt();
    const { api, calls } = steppingApi();
    const client = new ActingAsApiClient(api, () => ({ actingAs: () => undefined, stepUp: prompt.ask }));
    const pending = client.post('/beneficiaries', {});
    await expect.poll(() => prompt.open).toBe(true);
    expect(prompt.message).toBe('Confirm it is you with your second factor to continue.');
    prompt.finish(true);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['/beneficiaries', '/beneficiaries']);
    expect(prompt.open).toBe(false);
  });

  test('a cancelled prompt fails the call with the API error, not retried', async () => {
    const prompt = new StepUpPrompt();
    const { api, calls } = steppingApi();
    const client = new ActingAsApiClient(api, () => ({ actingAs: () => undefined, stepUp: prompt.ask }));
    const pending = client.post('/distributions', {});
    await expect.poll(() => prompt.open).toBe(true);
    prompt.finish(false);
    await expect(pending).rejects.toBe(STEP_UP);
    expect(calls).toEqual(['/distributions']);
  });
});
