import { ApiError } from '@/ports/api-client';

/**
 * One Idempotency-Key per intent of the user (decision 0295). The same request sent again after no answer came (a
 * network failure, a timeout, a server error, a copy still in progress) takes the same key, so the server answers the
 * first result and moves the money once; an answer that settles the request (a success or a refusal) ends the intent,
 * so the next request, even one with the same figures, is a new intent with a new key.
 */
export class IntentKey {
  private current: { request: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = () => globalThis.crypto.randomUUID()) {}

  /** The key for this request: the pending intent's when the request is the same, else a new one. */
  keyFor(path: string, body: unknown): string {
    const request = `${path} ${JSON.stringify(body ?? null)}`;
    if (this.current?.request !== request) this.current = { request, key: this.newKey() };
    return this.current.key;
  }

  /**
   * Runs `call` with the intent's key for the request named `request` with `body` (through a port that sends the key as
   * its Idempotency-Key); the intent ends once an answer settles it.
   */
  async send<T>(request: string, body: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(request, body);
    try {
      const answer = await call(key);
      this.current = undefined;
      return answer;
    } catch (error) {
      if (settles(error)) this.current = undefined;
      throw error;
    }
  }
}

/** Whether a failure is the server's last word on the request (so a retry is a new intent). */
function settles(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === undefined) return false;
  if (error.status >= 500 || [401, 403, 408, 429].includes(error.status)) return false;
  const code = (error.body as { error?: unknown } | undefined)?.error;
  return !(error.status === 409 && code === 'idempotency_in_progress');
}
