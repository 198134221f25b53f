import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { LOAD_ATTEMPTS, LOAD_RETRY_MS, RetryingLoad } from '@/ui/checkout/retrying-load';

describe('RetryingLoad', () => {
  test('a failed load is tried again after the pause, three tries in all, then it gives up once', async () => {
    const clock = new FakeClock();
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const gaveUp = vi.fn();
    await new RetryingLoad(clock).run(load, gaveUp);
    expect(load).toHaveBeenCalledTimes(1);
    for (let i = 2; i <= LOAD_ATTEMPTS; i++) {
      clock.advance(LOAD_RETRY_MS - 1);
      expect(load).toHaveBeenCalledTimes(i - 1);
      clock.advance(1);
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(i));
    }
    await vi.waitFor(() => expect(gaveUp).toHaveBeenCalledTimes(1));
    clock.advance(LOAD_RETRY_MS * 10);
    expect(load).toHaveBeenCalledTimes(LOAD_ATTEMPTS);
  });

  test('a load that works on the second try does not give up; dispose stops a pending retry; run starts over', async () => {
    const clock = new FakeClock();
    let failures = 1;
    const load = vi.fn(async () => {
      if (failures-- > 0) throw new Error('offline');
    });
    const gaveUp = vi.fn();
    const loading = new RetryingLoad(clock);
    await loading.run(load, gaveUp);
    clock.advance(LOAD_RETRY_MS);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(gaveUp).not.toHaveBeenCalled();
    failures = 5;
    await loading.run(load, gaveUp);
    loading.dispose();
    clock.advance(LOAD_RETRY_MS * 10);
    expect(load).toHaveBeenCalledTimes(3);
    expect(gaveUp).not.toHaveBeenCalled();
  });
});
