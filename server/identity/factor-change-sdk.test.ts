import createSdk from '@descope/core-js-sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { TotpClock } from '../test-support/totp-clock';
import { signInWithMagicLink } from '../test-support/sdk-magic-link';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { TestClient } from '../test-support/test-client';
import { SoftAuthenticator } from './soft-authenticator';
import { totpCode } from './totp';

const legs = await databaseLegs();

/** The identity service's refusal of a factor change without a second factor in the session (decision 0269). */
const REFUSED = {
  ok: false,
  code: 401,
  error: {
    errorCode: 'E061005',
    errorDescription: 'Invalid token provided',
    errorMessage: 'Confirm it is you with your authenticator app or passkey before changing your sign-in methods',
  },
};

interface Tokens {
  sessionJwt: string;
  refreshJwt: string;
}

/**
 * Issue 17's second-factor bypass (decision 0269): an inbox alone (a magic-link session) must not add or replace a
 * factor of a user who has one, and so must never reach `mfa`, admin mode or the step-up of sensitive actions.
 */
describe.each(legs.map((l) => [l.name, l] as const))('New factors need an existing factor (%s)', (_n, leg) => {
  let t: TestApp;
  let sdk: ReturnType<typeof createSdk>;
  /** The server's clock, moved to the next TOTP step when a test needs another code. */
  const clock = new TotpClock();
  const nowSec = (): number => clock.nowSec();
  const nextStep = (): void => clock.nextStep();
  let participantId: string;

  beforeAll(async () => {
    t = await startTestApp({
      database: await leg.open(),
      supportEmails: ['desk@example.com', 'aid@example.com'],
      clock: () => clock.now(),
    });
    sdk = createSdk({ projectId: t.config.descopeProjectId, baseUrl: `${t.origin}/identity` });
    const participant = await t.signIn('pat@example.com');
    await participant.get('/me');
    participantId = participant.userId as string;
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  /** A session from the magic link alone: what someone holding only the inbox gets. */
  const magicLink = (email: string): Promise<Tokens> => signInWithMagicLink(sdk, t.outbox, email, `${t.origin}/`);
  /** Enrols TOTP from `s` and confirms it with its first code added to the session; answers the key and the mfa tokens. */
  async function enrolTotp(email: string, s: Tokens): Promise<{ key: string; recoveryCodes: string[]; mfa: Tokens }> {
    const enrol = await sdk.totp.update(email, s.refreshJwt);
    expect(enrol.ok).toBe(true);
    const { key, recoveryCodes } = enrol.data as unknown as { key: string; recoveryCodes: string[] };
    nextStep();
    const confirmed = await sdk.totp.verify(email, totpCode(key, nowSec()), { mfa: true }, s.refreshJwt);
    expect(confirmed.ok).toBe(true);
    return { key, recoveryCodes, mfa: confirmed.data as Tokens };
  }
  async function addPasskey(email: string, s: Tokens, key: SoftAuthenticator): Promise<unknown> {
    const start = await sdk.webauthn.update.start(email, t.origin, s.refreshJwt);
    if (!start.ok) return start;
    return sdk.webauthn.update.finish(start.data!.transactionId, key.register(start.data!.options, t.origin));
  }
  /** POSTs to the identity service with `Bearer <project>:<refresh token>`. */
  const identity = async (path: string, refreshJwt: string, body: unknown): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${t.origin}/identity${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.config.descopeProjectId}:${refreshJwt}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const client = (s: Tokens): TestClient =>
    new TestClient(t.origin, t.prefix, s.sessionJwt, 'test-xsrf-token-0123456789', decodeJwt(s.sessionJwt).sub);
  const actAs = (s: Tokens) => client(s).withHeaders({ 'x-act-as': participantId }).get('/me');
  const amrOf = (s: Tokens): unknown => decodeJwt(s.sessionJwt).amr;

  it('refuses TOTP replacement and a new passkey to an inbox-only session of a user with TOTP: no mfa, no admin mode', async () => {
    const owner = await enrolTotp('desk@example.com', await magicLink('desk@example.com'));
    expect(amrOf(owner.mfa)).toEqual(['email', 'totp', 'mfa']);

    const thief = await magicLink('desk@example.com');
    expect(amrOf(thief)).toEqual(['email']);
    expect(await sdk.totp.update('desk@example.com', thief.refreshJwt)).toMatchObject(REFUSED);
    expect(await addPasskey('desk@example.com', thief, new SoftAuthenticator())).toMatchObject(REFUSED);
    // Nothing the thief can confirm: no pending secret was made, and the user's factors are unchanged.
    expect((await sdk.me(thief.refreshJwt)).data).toMatchObject({ TOTP: true, webauthn: false });
    nextStep();
    expect(await sdk.totp.verify('desk@example.com', '123456', { mfa: true }, thief.refreshJwt)).toMatchObject({
      ok: false,
      code: 401,
    });
    // Removing the factor (to enrol a "first" one after) is refused as well, though the magic link is a fresh sign-in.
    expect(await identity('/v1/auth/totp/delete', thief.refreshJwt, { loginId: 'desk@example.com' })).toEqual({
      status: 401,
      body: REFUSED.error,
    });
    expect((await sdk.me(thief.refreshJwt)).data).toMatchObject({ TOTP: true });

    // So the session never gets mfa: admin mode stays shut, the owner's session with mfa gets in.
    const refused = await actAs(thief);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'step_up_required',
      message: 'Support users need a second factor before acting for a participant.',
    });
    expect((await actAs(owner.mfa)).status).toBe(200);
    // The owner's authenticator still works.
    nextStep();
    const again = await sdk.totp.verify('desk@example.com', totpCode(owner.key, nowSec()), { mfa: true }, thief.refreshJwt);
    expect(again.ok).toBe(true);
  });

  it('refuses a second passkey or a TOTP to an inbox-only session of a user with a passkey', async () => {
    const owner = await magicLink('aid@example.com');
    const key = new SoftAuthenticator();
    expect(await addPasskey('aid@example.com', owner, key)).toMatchObject({ ok: true });
    const thief = await magicLink('aid@example.com');
    expect(await addPasskey('aid@example.com', thief, new SoftAuthenticator())).toMatchObject(REFUSED);
    expect(await sdk.totp.update('aid@example.com', thief.refreshJwt)).toMatchObject(REFUSED);
    expect((await sdk.me(thief.refreshJwt)).data).toMatchObject({ TOTP: false, webauthn: true });
    expect((await actAs(thief)).status).toBe(403);

    // With the passkey added to the session (amr mfa), another passkey and an authenticator app may be added.
    const begin = await sdk.webauthn.signIn.start('aid@example.com', t.origin, { mfa: true }, thief.refreshJwt);
    // The finish carries the session's refresh token (the SPA's cookie; here the bearer) to add the factor to it.
    const stepped = await identity('/v1/auth/webauthn/signin/finish', thief.refreshJwt, {
      transactionId: begin.data!.transactionId,
      response: key.assert(begin.data!.options, t.origin),
    });
    expect(stepped.status).toBe(200);
    const mfa = stepped.body as Tokens;
    expect(amrOf(mfa)).toEqual(['email', 'webauthn', 'mfa']);
    expect(await addPasskey('aid@example.com', mfa, new SoftAuthenticator())).toMatchObject({ ok: true });
    const both = await enrolTotp('aid@example.com', mfa);
    expect((await sdk.me(both.mfa.refreshJwt)).data).toMatchObject({ TOTP: true, webauthn: true });
    expect((await actAs(both.mfa)).status).toBe(200);
  });

  it('lets a session with mfa replace TOTP and add a passkey; a recovery code counts as the factor', async () => {
    const first = await enrolTotp('rex@example.com', await magicLink('rex@example.com'));
    // Replacement from the session with mfa: the new secret takes over on its first code.
    const second = await enrolTotp('rex@example.com', first.mfa);
    nextStep();
    expect((await sdk.totp.verify('rex@example.com', totpCode(first.key, nowSec()))).code).toBe(401);
    expect(await addPasskey('rex@example.com', second.mfa, new SoftAuthenticator())).toMatchObject({ ok: true });

    // The authenticator is lost: magic link plus a recovery code (decision 0260) gives mfa, and a new app may be set up.
    const lost = await magicLink('rex@example.com');
    expect(await sdk.totp.update('rex@example.com', lost.refreshJwt)).toMatchObject(REFUSED);
    const recovered = await sdk.totp.verify('rex@example.com', second.recoveryCodes[0], { mfa: true }, lost.refreshJwt);
    expect(recovered.ok).toBe(true);
    expect(amrOf(recovered.data as Tokens)).toEqual(['email', 'totp', 'mfa']);
    const third = await enrolTotp('rex@example.com', recovered.data as Tokens);
    nextStep();
    expect((await sdk.totp.verify('rex@example.com', totpCode(third.key, nowSec()))).ok).toBe(true);
  });

  it('lets a user without any factor enrol the first one from a magic-link session (TOTP or passkey)', async () => {
    const ann = await enrolTotp('ann@example.com', await magicLink('ann@example.com'));
    expect((await sdk.me(ann.mfa.refreshJwt)).data).toMatchObject({ TOTP: true });
    const bo = await magicLink('bo@example.com');
    expect(await addPasskey('bo@example.com', bo, new SoftAuthenticator())).toMatchObject({ ok: true });
    expect((await sdk.me(bo.refreshJwt)).data).toMatchObject({ webauthn: true });
  });

  it('never confirms a secret or a passkey ceremony started before the user got another factor', async () => {
    // The thief starts both while the user has no factor yet (allowed: the inbox is all there is)...
    const thief = await magicLink('cy@example.com');
    const pending = (await sdk.totp.update('cy@example.com', thief.refreshJwt)).data as unknown as { key: string };
    const ceremony = await sdk.webauthn.update.start('cy@example.com', t.origin, thief.refreshJwt);
    expect(ceremony.ok).toBe(true);
    // ...then the user adds a passkey.
    const owner = await magicLink('cy@example.com');
    expect(await addPasskey('cy@example.com', owner, new SoftAuthenticator())).toMatchObject({ ok: true });
    // The thief's secret and ceremony are now worthless.
    nextStep();
    const code = totpCode(pending.key, nowSec());
    expect(await sdk.totp.verify('cy@example.com', code, { mfa: true }, thief.refreshJwt)).toMatchObject({
      ok: false,
      code: 401,
      error: { errorCode: 'E061102' },
    });
    expect((await sdk.totp.verify('cy@example.com', code)).code).toBe(401);
    const finish = await sdk.webauthn.update.finish(
      ceremony.data!.transactionId,
      new SoftAuthenticator().register(ceremony.data!.options, t.origin),
    );
    expect(finish).toMatchObject(REFUSED);
    expect((await sdk.me(owner.refreshJwt)).data).toMatchObject({ TOTP: false, webauthn: true });
  });
});
