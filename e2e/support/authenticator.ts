import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generateSync } from 'otplib';

/** RFC 6238 step of the identity service (30 s, 6 digits, HMAC-SHA1). */
const PERIOD_SEC = 30;

const usedSteps = new Map<string, number>();

const stepNow = (): number => Math.floor(Date.now() / 1000 / PERIOD_SEC);

/** The authenticator app's code of `secret` at time step `step`. */
export function totpCodeAt(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * PERIOD_SEC, digits: 6, period: PERIOD_SEC, algorithm: 'sha1' });
}

function lastStep(secret: string, stepFile: string | undefined): number {
  if (stepFile !== undefined && existsSync(stepFile)) return Number(readFileSync(stepFile, 'utf8')) || -1;
  return usedSteps.get(secret) ?? -1;
}

/**
 * A code of `secret` the identity service has not taken yet, as a person would read it from the app. The service takes
 * each time step once and accepts one step of drift either way, so the code is of the current step, or of the next one
 * when the current one is used; when both are used it waits (polling the clock) for the step to move on. The step is
 * remembered in `stepFile` (shared by the suite's files, which sign in the same user) or else in memory.
 */
export async function freshTotpCode(secret: string, stepFile?: string): Promise<string> {
  const last = lastStep(secret, stepFile);
  while (stepNow() + 1 <= last) await new Promise((r) => setTimeout(r, 250));
  const step = Math.max(stepNow(), last + 1);
  if (stepFile !== undefined) writeFileSync(stepFile, String(step));
  else usedSteps.set(secret, step);
  return totpCodeAt(secret, step);
}

/** POSTs to the embedded identity service with `Authorization: Bearer <project>[:<refresh token>]`. */
async function identity(
  baseUrl: string,
  projectId: string,
  path: string,
  body: unknown,
  refreshJwt?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/identity${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${refreshJwt === undefined ? projectId : `${projectId}:${refreshJwt}`}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`identity ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * Gives `email` an authenticator app through the embedded identity service's own endpoints, as the SDK would: magic
 * link (read from the local outbox), totp/update with the session's refresh token, then totp/verify with the first
 * code. Answers the Base32 secret; the step of that first code is remembered in `stepFile`.
 */
export async function enrolAuthenticatorApp(baseUrl: string, email: string, stepFile: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/site-config.json`)).json()) as { descope_project_id: string };
  const projectId = config.descope_project_id;
  await identity(baseUrl, projectId, '/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${baseUrl}/` });
  const outbox = (await (await fetch(`${baseUrl}/dev/outbox`)).json()) as Array<{ to: string; link: string }>;
  const link = outbox.filter((m) => m.to.toLowerCase() === email.toLowerCase()).at(-1)?.link;
  if (link === undefined) throw new Error(`no magic link for ${email} in the outbox`);
  const verified = await identity(baseUrl, projectId, '/v1/auth/magiclink/verify', {
    token: new URL(link).searchParams.get('t'),
  });
  const refreshJwt = verified.refreshJwt as string;
  const { key } = (await identity(baseUrl, projectId, '/v1/auth/totp/update', { loginId: email }, refreshJwt)) as { key: string };
  const code = await freshTotpCode(key, stepFile);
  await identity(baseUrl, projectId, '/v1/auth/totp/verify', { loginId: email, code, loginOptions: { mfa: true } }, refreshJwt);
  return key;
}
