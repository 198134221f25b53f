import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FieldCipher } from '../crypto/field-cipher';
import { databaseLegs } from '../test-support/database-legs';
import { outboxMailer } from '../test-support/outbox-mailer';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import type { AccountLinker, AccountToLink } from './account-linker';
import { depositsFromOutbox, fillAndSubmit } from './bank-test-kit';
import { LocalAccountLinker } from './local-account-linker';

const legs = await databaseLegs();
const RACERS = 20;
const MINUTE = 60_000;

/**
 * The local stand-in behind a gate: while the gate is closed, start() waits inside the linker, so a test can hold one
 * connection in the middle of being set up while the other requests arrive. Counts the calls that reached it.
 */
class GatedLinker implements AccountLinker {
  delegate: AccountLinker | undefined;
  starts = 0;
  confirms = 0;
  waiting = 0;
  /** When set, the next start() fails after the gate, as a provider that does not answer. */
  failNext = false;
  private gate: Promise<void> = Promise.resolve();
  private opener: () => void = () => undefined;

  close(): void {
    this.gate = new Promise((resolve) => (this.opener = resolve));
  }

  open(): void {
    this.opener();
  }

  async start(account: AccountToLink): Promise<{ reference: string }> {
    this.starts += 1;
    this.waiting += 1;
    await this.gate;
    this.waiting -= 1;
    if (this.failNext) {
      this.failNext = false;
      throw new Error('the account linker did not answer');
    }
    return (this.delegate as AccountLinker).start(account);
  }

  async confirm(reference: string, amountsCents: readonly [number, number]): Promise<boolean> {
    this.confirms += 1;
    return (this.delegate as AccountLinker).confirm(reference, amountsCents);
  }
}

/** The account details of racer `i` (a different account number each). */
function account(i: number): Record<string, string> {
  const number = String(10_000_000 + i);
  return { routing_number: '021000021', account_number: number, account_number_confirm: number, account_type: 'checking' };
}

describe.each(legs)('bank connection and deposit checks under concurrency on $name', (leg) => {
  let t: TestApp;
  let nowMs = Date.parse('2026-11-23T10:00:00Z');
  const linker = new GatedLinker();

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), clock: () => new Date(nowMs), bank: { linker } });
    linker.delegate = new LocalAccountLinker(
      outboxMailer(t.outbox),
      new FieldCipher([FieldCipher.generateKey()]),
      `${t.origin}/onboarding`,
    );
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  async function approved(email: string): Promise<TestClient> {
    const c = await t.signIn(email);
    expect((await fillAndSubmit(c, t.today())).status).toBe(200);
    expect((await c.post('/bank-application/review/complete')).body.status).toBe('approved');
    return c;
  }

  const depositMessages = (email: string) =>
    t.outbox.list().filter((m) => m.to === email && m.subject.startsWith('Two deposits'));

  test('20 concurrent connections: one starts the deposits, the others answer 409; a later re-connection is allowed', async () => {
    const email = 'race-connect@example.com';
    const c = await approved(email);
    linker.close();
    const startsBefore = linker.starts;
    let answered = 0;
    const pending = Array.from({ length: RACERS }, (_, i) =>
      c.put('/bank-application/connection', account(i)).then((r) => {
        answered += 1;
        return r;
      }),
    );
    // Every request has either answered or is inside the linker before the held one may go on.
    await expect.poll(() => answered + linker.waiting, { timeout: 30_000 }).toBe(RACERS);
    linker.open();
    const answers = await Promise.all(pending);

    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(RACERS - 1);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({
        error: 'conflict',
        message: 'Another connection of this account is being set up: try again in a moment',
      });
    }
    expect(linker.starts - startsBefore).toBe(1);
    expect(depositMessages(email)).toHaveLength(1);
    const winner = answers.find((r) => r.status === 200)?.body;
    expect(depositMessages(email)[0].subject).toContain(`account ${winner.account_number}:`);
    const row = await t.database.db
      .selectFrom('bank_connections')
      .selectAll()
      .where('user_id', '=', c.userId!)
      .executeTakeFirstOrThrow();
    expect(`••••${row.account_last4}`).toBe(winner.account_number);

    // Fixing a typo afterwards (the account is not verified yet) connects again and sends new deposits.
    const fixed = await c.put('/bank-application/connection', account(99));
    expect(fixed.status).toBe(200);
    expect(fixed.body.account_number).toBe('••••0099');
    expect(depositMessages(email)).toHaveLength(2);
  });

  test('a connection left half-way by a crashed request blocks re-connecting for two minutes of the clock only', async () => {
    const email = 'crashed-connect@example.com';
    const c = await approved(email);
    expect((await c.put('/bank-application/connection', account(1))).status).toBe(200);
    // A request that took the claim and died before saving: its claim is still in the database.
    await t.database.db
      .updateTable('bank_applications')
      .set({ connect_claim: 'crashed-request', connect_claimed_until: new Date(nowMs + 2 * MINUTE) })
      .where('user_id', '=', c.userId!)
      .execute();
    const blocked = await c.put('/bank-application/connection', account(2));
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Another connection of this account is being set up: try again in a moment');
    nowMs += 2 * MINUTE - 1000;
    expect((await c.put('/bank-application/connection', account(2))).status).toBe(409);
    nowMs += 1000;
    const after = await c.put('/bank-application/connection', account(2));
    expect(after.status).toBe(200);
    expect(after.body.account_number).toBe('••••0002');
    expect(depositMessages(email)).toHaveLength(2);
  });

  test('a connection whose linker failed gives the claim back at once: the next try connects', async () => {
    const email = 'failed-connect@example.com';
    const c = await approved(email);
    linker.failNext = true;
    expect((await c.put('/bank-application/connection', account(3))).status).toBe(500);
    const retried = await c.put('/bank-application/connection', account(3));
    expect(retried.status).toBe(200);
    expect(depositMessages(email)).toHaveLength(1);
  });

  test('an account verified while a re-connection is under way stays connected; the re-connection answers 409', async () => {
    const email = 'verified-meanwhile@example.com';
    const c = await approved(email);
    expect((await c.put('/bank-application/connection', account(4))).status).toBe(200);
    const [a, b] = depositsFromOutbox(t, email);
    linker.close();
    const waitingBefore = linker.waiting;
    const reconnect = c.put('/bank-application/connection', account(5));
    await expect.poll(() => linker.waiting, { timeout: 30_000 }).toBe(waitingBefore + 1);
    const verified = await c.post('/bank-application/connection/verify', { deposit_1: a, deposit_2: b });
    expect(verified.body.outcome).toBe('verified');
    linker.open();
    const late = await reconnect;
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'conflict', message: 'A primary account is already connected' });
    const status = (await c.get('/bank-application/status')).body.connection;
    expect(status).toMatchObject({ status: 'connected', account_number: '••••0004' });
  });

  test('20 concurrent wrong deposit checks: two wrong, the third locks, the rest are refused; then the right amounts too', async () => {
    const email = 'race-verify@example.com';
    const c = await approved(email);
    expect((await c.put('/bank-application/connection', account(7))).status).toBe(200);
    const [a, b] = depositsFromOutbox(t, email);
    const miss = a === '0.50' || b === '0.50' ? '0.51' : '0.50';
    const confirmsBefore = linker.confirms;

    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => c.post('/bank-application/connection/verify', { deposit_1: miss, deposit_2: miss })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(RACERS).fill(200));
    const wrong = answers.filter((r) => r.body.outcome === 'wrong');
    expect(wrong.map((r) => r.body.attempts_left).sort()).toEqual([1, 2]);
    expect(answers.filter((r) => r.body.outcome === 'locked')).toHaveLength(RACERS - 2);
    // Only three tries ever reached the account linker (a provider counts its own tries too).
    expect(linker.confirms - confirmsBefore).toBe(3);
    const row = await t.database.db
      .selectFrom('bank_connections')
      .selectAll()
      .where('user_id', '=', c.userId!)
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(3);
    expect(row.locked_until).not.toBeNull();

    const right = await c.post('/bank-application/connection/verify', { deposit_1: a, deposit_2: b });
    expect(right.body).toMatchObject({ outcome: 'locked', attempts_left: 0, connection: { status: 'locked' } });
    expect((await c.get('/bank-application/status')).body.connection.status).toBe('locked');
  });
});
