import { makeAutoObservable, observable } from 'mobx';
import { describe, expect, test } from 'vitest';
import { lazyPort } from './lazy-port';

interface Greeter {
  greet(name: string, times: number): Promise<string>;
  fail(): Promise<never>;
}

class RealGreeter implements Greeter {
  async greet(name: string, times: number): Promise<string> {
    return `hello ${name}`.repeat(times);
  }
  async fail(): Promise<never> {
    throw new Error('refused');
  }
}

describe('lazyPort (decision 0302)', () => {
  test('loads the adapter on the first call only, and forwards every call with its arguments', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return new RealGreeter();
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([port.greet('Ada', 1), port.greet('Bo', 2)]);
    expect([a, b, await port.greet('Cy', 1)]).toEqual(['hello Ada', 'hello Bohello Bo', 'hello Cy']);
    expect(loads).toBe(1);
    await expect(port.fail()).rejects.toThrow('refused');
  });

  test('a load that failed is tried again on the next call', async () => {
    let attempts = 0;
    const port = lazyPort<Greeter>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return new RealGreeter();
    });
    await expect(port.greet('Ada', 1)).rejects.toThrow('Failed to fetch');
    expect(await port.greet('Ada', 1)).toBe('hello Ada');
    expect(attempts).toBe(2);
  });

  test('an observable store keeps the port as it is, so its calls still reach the adapter', async () => {
    const port = lazyPort<Greeter>(async () => new RealGreeter());
    const store = makeAutoObservable({ port });
    expect(await store.port.greet('Ada', 1)).toBe('hello Ada');
    expect(await observable({ port }).port.greet('Bo', 1)).toBe('hello Bo');
  });

  test('is not a thenable, so it can be answered from a promise or an async resolver', async () => {
    const port = lazyPort<Greeter>(async () => new RealGreeter());
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(port)).toBe(port);
  });
});
