import createSdk from '@descope/core-js-sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { databaseLegs } from '../test-support/database-legs';
import { signInWithMagicLink } from '../test-support/sdk-magic-link';
import { TotpClock } from '../test-support/totp-clock';
import { startIdentityApp, TEST_APP_ORIGIN, TEST_PROJECT_ID, type IdentityTestApp } from './identity-test-app';
import { SoftAuthenticator } from './soft-authenticator';
import { totpCode } from './totp';

const legs = await databaseLegs();

/** The identity service's refusal of an e-mail change without a second factor in the session (decision 0272). */
const REFUSED = {
  ok: false,
  code: 401,
  error: {
    errorCode: 'E061005',
    errorDescription: 'Invalid token provided',
    errorMessage: 'Confirm it is you with your authenticator app or passkey before changing your e-mail address',
  },
};
const SUBJECT = 'Confirm your new e-mail address';

interface Tokens {
  sessionJwt: string;
  refreshJwt: string;
}

/**
 * Decision 0272: a stolen inbox (a magic-link session) must not move the sign-in address of a user who has a second
 * factor; the change needs that factor in the session, and a link asked for without it stops working once the user
 * has one.
 */
describe.each(legs.map((l) => [l.name, l] as const))('E-mail change needs a second factor (%s)', (_n, leg) => {
  let database: Database;
  let t: IdentityTestApp;
  let sdk: ReturnType<typeof createSdk>;
  /** The server's clock, moved to the next TOTP step when a test needs another code. */
  const clock = new TotpClock();
  const nowSec = (): number => clock.nowSec();
  const nextStep = (): void => clock.nextStep();

  beforeAll(async () => {
    database = await leg.open();
    t = await startIdentityApp(database, { now: () => clock.now() });
    sdk = createSdk({ projectId: TEST_PROJECT_ID, baseUrl: `${t.origin}/identity` });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const mails = (to: string, subject?: string): Array<{ to: string; subject: string; link: string }> =>
    t.outbox.list().filter((m) => m.to === to && (subject === undefined || m.subject === subject));
  const tokenOf = (link: string): string => new URL(link).searchParams.get('t') as string;

  /** A session from the magic link alone: what someone holding only the inbox gets. */
  const magicLink = (email: string): Promise<Tokens> => signInWithMagicLink(sdk, t.outbox, email, `${TEST_APP_ORIGIN}/`);
  /** Enrols TOTP from `s`, confirmed with its first code added to the session; answers the key and the mfa tokens. */
  async function enrolTotp(email: string, s: Tokens): Promise<{ key: string; mfa: Tokens }> {
    const { key } = (await sdk.totp.update(email, s.refreshJwt)).data as unknown as { key: string };
    nextStep();
    const confirmed = await sdk.totp.verify(email, totpCode(key, nowSec()), { mfa: true }, s.refreshJwt);
    expect(confirmed.ok).toBe(true);
    return { key, mfa: confirmed.data as Tokens };
  }
  const changeEmail = (from: string, to: string, s: Tokens): ReturnType<typeof sdk.magicLink.update.email> =>
    sdk.magicLink.update.email(from, to, `${TEST_APP_ORIGIN}/profile`, s.refreshJwt);

  it('refuses an e-mail change to an inbox-only session of a user with TOTP; with the code in the session it goes on', async () => {
    const { key } = await enrolTotp('tess@example.com', await magicLink('tess@example.com'));
    const thief = await magicLink('tess@example.com');
    expect(decodeJwt(thief.sessionJwt).amr).toEqual(['email']);

    expect(await changeEmail('tess@example.com', 'thief@example.com', thief)).toMatchObject(REFUSED);
    expect(mails('thief@example.com')).toEqual([]);
    expect((await sdk.me(thief.refreshJwt)).data!.email).toBe('tess@example.com');

    // The real user, signed in by the link too, adds the authenticator code to that session (the step-up) and goes on.
    nextStep();
    const stepped = await sdk.totp.verify('tess@example.com', totpCode(key, nowSec()), { mfa: true }, thief.refreshJwt);
    expect(stepped.ok).toBe(true);
    const mfa = stepped.data as Tokens;
    expect(decodeJwt(mfa.sessionJwt).amr).toEqual(['email', 'totp', 'mfa']);
    expect(await changeEmail('tess@example.com', 'tess.new@example.com', mfa)).toMatchObject({
      ok: true,
      data: { maskedEmail: 't***@example.com' },
    });
    // The link asked for with mfa stays valid: opened on its own (no session), it changes the address.
    const opened = await sdk.magicLink.verify(tokenOf(mails('tess.new@example.com', SUBJECT).at(-1)!.link));
    expect(opened.ok).toBe(true);
    expect(opened.data!.user).toMatchObject({ email: 'tess.new@example.com', loginIds: ['tess.new@example.com'] });
    expect(decodeJwt(opened.data!.sessionJwt).amr).toEqual(['email']);
  });

  it('refuses an e-mail change to an inbox-only session of a user with a passkey', async () => {
    const owner = await magicLink('pax@example.com');
    const start = await sdk.webauthn.update.start('pax@example.com', TEST_APP_ORIGIN, owner.refreshJwt);
    const finish = await sdk.webauthn.update.finish(
      start.data!.transactionId,
      new SoftAuthenticator().register(start.data!.options, TEST_APP_ORIGIN),
    );
    expect(finish.ok).toBe(true);
    const thief = await magicLink('pax@example.com');
    expect(await changeEmail('pax@example.com', 'pax.thief@example.com', thief)).toMatchObject(REFUSED);
    expect(mails('pax.thief@example.com')).toEqual([]);
    // The session that added the first passkey has no mfa either (it is an e-mail-link session).
    expect(await changeEmail('pax@example.com', 'pax.thief@example.com', owner)).toMatchObject(REFUSED);
    expect((await sdk.me(owner.refreshJwt)).data!.email).toBe('pax@example.com');
  });

  it('lets a user without any factor change the address from a magic-link session', async () => {
    const s = await magicLink('nofa@example.com');
    expect((await changeEmail('nofa@example.com', 'nofa.new@example.com', s)).ok).toBe(true);
    const opened = await sdk.magicLink.verify(tokenOf(mails('nofa.new@example.com', SUBJECT).at(-1)!.link));
    expect(opened.ok).toBe(true);
    expect(opened.data!.user).toMatchObject({ email: 'nofa.new@example.com' });
  });

  it('never confirms a link asked for without a second factor once the user has one', async () => {
    // The thief asks while the user has no factor yet (allowed: the inbox is all there is)...
    const thief = await magicLink('cyd@example.com');
    expect((await changeEmail('cyd@example.com', 'cyd.thief@example.com', thief)).ok).toBe(true);
    // ...then the user adds an authenticator app.
    await enrolTotp('cyd@example.com', await magicLink('cyd@example.com'));
    const opened = await sdk.magicLink.verify(tokenOf(mails('cyd.thief@example.com', SUBJECT).at(-1)!.link));
    expect(opened).toMatchObject(REFUSED);
    expect((await sdk.me(thief.refreshJwt)).data!.email).toBe('cyd@example.com');
  });
});
