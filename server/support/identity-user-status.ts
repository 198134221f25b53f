import type { ServerConfig } from '../config';

/** A user's account status at the identity provider. */
export type ProviderUserStatus = 'enabled' | 'disabled';

/**
 * The identity provider's side of disabling and re-enabling a user (decision 0271): in production Descope signs users
 * in, so its record must change too. The local profile has none (the embedded identity service reads the product's
 * own status record).
 */
export interface IdentityUserStatus {
  /** Sets the status of the user signing in as `loginId`; rejects with IdentityUserStatusError when the provider refuses. */
  setStatus(loginId: string, status: ProviderUserStatus): Promise<void>;
}

/** The provider did not change the status (an error answer or no answer). */
export class IdentityUserStatusError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'IdentityUserStatusError';
  }
}

/** Descope's management API base when DESCOPE_BASE_URL is not set. */
export const DESCOPE_API_BASE = 'https://api.descope.com';

/** How long a management call may take before it counts as failed. */
const TIMEOUT_MS = 10_000;

/** What the Descope adapter needs. */
export interface DescopeManagementOptions {
  /** The API base, e.g. https://api.descope.com (no trailing slash needed). */
  baseUrl: string;
  projectId: string;
  /** A management key of the project (secret). */
  managementKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Descope's management API: `POST /v1/mgmt/user/update/status` with `{loginId, status}` and
 * `Authorization: Bearer <projectId>:<managementKey>` (as @descope/node-sdk's user.activate/deactivate send it).
 */
export class DescopeUserStatus implements IdentityUserStatus {
  private readonly url: string;

  constructor(private readonly o: DescopeManagementOptions) {
    this.url = `${o.baseUrl.replace(/\/+$/, '')}/v1/mgmt/user/update/status`;
  }

  async setStatus(loginId: string, status: ProviderUserStatus): Promise<void> {
    await postToDescopeManagement(
      this.o,
      this.url,
      { loginId, status },
      '',
      (message, code) => new IdentityUserStatusError(message, code),
    );
  }
}

/**
 * One `POST` to Descope's management API at `url` with `Authorization: Bearer <projectId>:<managementKey>`, for every
 * management adapter (status here, factor reset in identity-factor-reset.ts, the second-factor directory); answers the
 * answer's JSON (undefined when it has none). Not reached or any answer but 2xx throws
 * `fail(message, status)`; `where` (such as " at /v1/mgmt/...") goes into the message after what happened. Descope's
 * error body names the problem; the key never appears in it or in the message.
 */
export async function postToDescopeManagement(
  o: DescopeManagementOptions,
  url: string,
  body: unknown,
  where: string,
  fail: (message: string, status?: number) => Error,
): Promise<unknown> {
  let res: Response;
  try {
    res = await (o.fetch ?? globalThis.fetch)(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${o.projectId}:${o.managementKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(o.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (e) {
    throw fail(`Descope was not reached${where} (${e instanceof Error ? e.name : 'error'})`);
  }
  if (res.ok) {
    // The answer's JSON, for the calls that read it (the second-factor directory); undefined when there is none.
    const text = await res.text();
    try {
      return text.length > 0 ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      return undefined;
    }
  }
  let detail = '';
  try {
    const answer = (await res.json()) as { errorCode?: unknown; errorDescription?: unknown };
    detail = [answer.errorCode, answer.errorDescription].filter((v) => typeof v === 'string').join(' ');
  } catch {
    detail = '';
  }
  throw fail(`Descope answered ${res.status}${where}${detail ? ` (${detail.slice(0, 200)})` : ''}`, res.status);
}

/**
 * The identity provider's status adapter of a profile: none locally (the product's own record is what the embedded
 * service reads); in production Descope's management API, refusing to start without DESCOPE_MANAGEMENT_KEY (the
 * support console disables and re-enables users there). DESCOPE_BASE_URL, when set, is the API base.
 */
export function identityUserStatusFor(
  config: ServerConfig,
  env: Record<string, string | undefined>,
  deps: { fetch?: typeof fetch } = {},
): IdentityUserStatus | undefined {
  if (config.profile !== 'production') return undefined;
  return new DescopeUserStatus(
    descopeManagementOptions(config, env, 'the support console disables and re-enables users with it', deps.fetch),
  );
}

/**
 * The options of a Descope management adapter in production, refusing to start without DESCOPE_MANAGEMENT_KEY (the
 * error says what the key is for: `purpose`). DESCOPE_BASE_URL, when set, is the API base.
 */
export function descopeManagementOptions(
  config: ServerConfig,
  env: Record<string, string | undefined>,
  purpose: string,
  fetch?: typeof globalThis.fetch,
): DescopeManagementOptions {
  const managementKey = env.DESCOPE_MANAGEMENT_KEY;
  if (!managementKey) throw new Error(`PROFILE=production needs DESCOPE_MANAGEMENT_KEY (a Descope management key: ${purpose})`);
  return { baseUrl: config.descopeBaseUrl ?? DESCOPE_API_BASE, projectId: config.descopeProjectId, managementKey, fetch };
}
