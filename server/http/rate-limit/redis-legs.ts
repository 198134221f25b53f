import { createConnection } from 'node:net';

/** The Redis URL the tests use (REDIS_URL, else the local default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Set (to 1) to fail instead of leaving out the Redis leg when Redis does not answer. */
export const REQUIRE_REDIS = process.env.REQUIRE_REDIS === '1';

function answersPing(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const finish = (ok: boolean): void => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(2000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => finish(String(chunk).startsWith('+PONG')));
  });
}

/**
 * The Redis URLs the rate-limit contract runs on: TEST_REDIS_URL when Redis answers there (it does on this project's
 * machines and in CI). A fresh machine without Redis runs the other legs and says so, unless REQUIRE_REDIS=1.
 */
export async function redisLegs(): Promise<string[]> {
  if (await answersPing(TEST_REDIS_URL)) return [TEST_REDIS_URL];
  if (REQUIRE_REDIS) throw new Error(`[redisLegs] Redis not reachable at ${TEST_REDIS_URL} and REQUIRE_REDIS=1`);
  console.warn(`[redisLegs] Redis not reachable at ${TEST_REDIS_URL}: the Redis leg of the rate-limit contract was left out.`);
  return [];
}
