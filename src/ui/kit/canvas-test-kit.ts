import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom has no canvas: for the tests of a file, a signature pad draws on a 2D context that accepts every call and does
 * nothing (call at the top of a test file that renders one).
 */
export function stubCanvasPerFile(): void {
  beforeAll(() => {
    const context = new Proxy({}, { get: (target: Record<string, unknown>, key: string) => target[key] ?? (() => undefined) });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  });
  afterAll(() => vi.restoreAllMocks());
}
