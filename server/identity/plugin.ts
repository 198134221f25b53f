import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, IdentityError, sendIdentityError } from './errors';
import type { IdentityServiceOptions } from './identity-service';
import type { IdentityServices } from '../services';
import { REFRESH_COOKIE, bearerToken, refreshTokenOf } from './request-auth';
import { cookieOf } from '../http/cookies';

/** Options of the identity plugin; SERVER-CORE registers it with `{ prefix: '/identity' }`. */
export interface IdentityOptions extends IdentityServiceOptions {
  projectId: string;
}

/** The identity plugin's options: its own and the identity services built from them (server/services.ts). */
export interface IdentityPluginOptions extends IdentityOptions {
  services: IdentityServices;
}

type Body = Record<string, unknown>;

/** The public key set may be cached briefly; every other identity answer is `no-store`. */
const JWKS_CACHE = 'public, max-age=300';

/**
 * The Descope-compatible identity API used by @descope/core-js-sdk (base URL = origin + prefix):
 * magic-link sign-up-or-in and verify, TOTP, passkeys (WebAuthn), refresh, me, me/history, logout, logoutall, and the public key set
 * at `/v2/keys/{projectId}` and `/.well-known/jwks.json`. Every answer is JSON; errors are Descope error bodies.
 */
export const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (
  app: FastifyInstance,
  opts: IdentityPluginOptions,
) => {
  const { identity: service, totp, webauthn } = opts.services;
  const cookiePath = app.prefix === '' ? '/' : app.prefix;
  const body = (r: FastifyRequest): Body => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});
  const jwks = { keys: opts.keys.jwks.keys };

  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.post('/v1/auth/magiclink/signup-in/email', async (req) => {
    bearerToken(req, opts.projectId);
    const b = body(req);
    return service.signUpOrIn(req.ip, b.loginId, b.URI);
  });

  app.post('/v1/auth/magiclink/update/email', async (req) => {
    const b = body(req);
    return service.updateEmail(req.ip, { loginId: b.loginId, email: b.email, URI: b.URI }, refreshTokenOf(req, opts.projectId));
  });

  app.post('/v1/auth/magiclink/verify', async (req, reply) => {
    bearerToken(req, opts.projectId);
    const res = await service.verifyMagicLink(req.ip, body(req).token, cookiePath);
    setRefreshCookie(req, reply, cookiePath, res.refreshJwt ?? '', res.cookieMaxAge);
    return res;
  });

  app.post('/v1/auth/totp/signup', async (req) => {
    bearerToken(req, opts.projectId);
    const b = body(req);
    return totp.signUp(req.ip, b.loginId, b.user);
  });

  app.post('/v1/auth/totp/update', async (req) => totp.update(body(req).loginId, refreshTokenOf(req, opts.projectId)));

  app.post('/v1/auth/totp/verify', async (req, reply) => {
    const b = body(req);
    const token = bearerToken(req, opts.projectId) ?? cookieOf(req, REFRESH_COOKIE);
    const res = await totp.verify(req.ip, { loginId: b.loginId, code: b.code, loginOptions: b.loginOptions }, token, cookiePath);
    setRefreshCookie(req, reply, cookiePath, res.refreshJwt ?? '', res.cookieMaxAge);
    return res;
  });

  // Not a Descope route: removing the TOTP factor (Descope does it through its management API); needs a fresh sign-in.
  app.post('/v1/auth/totp/delete', async (req) => totp.remove(body(req).loginId, refreshTokenOf(req, opts.projectId)));

  app.post('/v1/auth/webauthn/signup/start', async (req) => {
    bearerToken(req, opts.projectId);
    return webauthn.signUpStart(req.ip, body(req));
  });

  app.post('/v1/auth/webauthn/signup/finish', async (req, reply) => {
    bearerToken(req, opts.projectId);
    const res = await webauthn.signUpFinish(req.ip, body(req), cookiePath, req.headers['user-agent']);
    setRefreshCookie(req, reply, cookiePath, res.refreshJwt ?? '', res.cookieMaxAge);
    return res;
  });

  app.post('/v1/auth/webauthn/signin/start', async (req) => {
    const token = bearerToken(req, opts.projectId) ?? cookieOf(req, REFRESH_COOKIE);
    return webauthn.signInStart(req.ip, body(req), token);
  });

  app.post('/v1/auth/webauthn/signin/finish', async (req, reply) => {
    const token = bearerToken(req, opts.projectId) ?? cookieOf(req, REFRESH_COOKIE);
    const res = await webauthn.signInFinish(req.ip, body(req), token, cookiePath);
    setRefreshCookie(req, reply, cookiePath, res.refreshJwt ?? '', res.cookieMaxAge);
    return res;
  });

  app.post('/v1/auth/webauthn/update/start', async (req) =>
    webauthn.updateStart(req.ip, body(req), refreshTokenOf(req, opts.projectId)),
  );

  app.post('/v1/auth/webauthn/update/finish', async (req) => {
    bearerToken(req, opts.projectId);
    return webauthn.updateFinish(req.ip, body(req), req.headers['user-agent']);
  });

  // Not a Descope route: removing one passkey (`credentialId`) or all of the user's (Descope: management API or a
  // flow); needs a fresh sign-in (decisions 0260, 0267).
  app.post('/v1/auth/webauthn/delete', async (req) => {
    const b = body(req);
    return webauthn.remove(b.loginId, refreshTokenOf(req, opts.projectId), b.credentialId);
  });

  // Not a Descope route: renaming one of the user's passkeys (decision 0267).
  app.post('/v1/auth/webauthn/rename', async (req) => {
    const b = body(req);
    return webauthn.rename(b.loginId, refreshTokenOf(req, opts.projectId), b.credentialId, b.name);
  });

  // Descope's route of the user-profile widget's passkey list, called with the user's own refresh token (0267).
  app.post('/v1/mgmt/user/passkeys/list', async (req) => webauthn.list(body(req).loginId, refreshTokenOf(req, opts.projectId)));

  app.post('/v1/auth/refresh', async (req) => service.refresh(refreshTokenOf(req, opts.projectId), cookiePath));

  app.get('/v1/auth/me', async (req) => service.me(refreshTokenOf(req, opts.projectId)));

  app.get('/v1/auth/me/history', async (req) => service.history(refreshTokenOf(req, opts.projectId)));

  // Not a Descope route: the user's active sessions (refresh tokens), for the profile (decision 0264).
  app.get('/v1/auth/me/sessions', async (req) => service.activeSessions(refreshTokenOf(req, opts.projectId)));

  // Not a Descope route: ending one of the user's own sessions (revoking that refresh token; decision 0268).
  app.post('/v1/auth/me/sessions/end', async (req) => service.endSession(refreshTokenOf(req, opts.projectId), body(req).id));

  app.post('/v1/auth/logout', async (req, reply) => {
    await service.logout(refreshTokenOf(req, opts.projectId));
    setRefreshCookie(req, reply, cookiePath, '', 0);
    return {};
  });

  app.post('/v1/auth/logoutall', async (req, reply) => {
    await service.logoutAll(refreshTokenOf(req, opts.projectId));
    setRefreshCookie(req, reply, cookiePath, '', 0);
    return {};
  });

  app.get<{ Params: { projectId: string } }>('/v2/keys/:projectId', async (req, reply) => {
    if (req.params.projectId !== opts.projectId) throw new IdentityError('notFound', 'Unknown project ID');
    reply.header('cache-control', JWKS_CACHE);
    return jwks;
  });

  app.get('/.well-known/jwks.json', async (_req, reply) => {
    reply.header('cache-control', JWKS_CACHE);
    return jwks;
  });

  app.setNotFoundHandler(async (req, reply) =>
    sendIdentityError(reply, new IdentityError('notFound', `${req.method} ${req.url.split('?')[0]} is not served here`)),
  );

  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    if (err instanceof IdentityError) return sendIdentityError(reply, err);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { errorCode, errorDescription } = ERRORS.invalidRequest;
      return reply.code(status).send({ errorCode, errorDescription, errorMessage: err.message });
    }
    req.log.error({ err: { name: err.name, code: err.code, message: err.message } }, 'identity request failed');
    return sendIdentityError(reply, new IdentityError('internal', 'Something went wrong'));
  });
};

/** Sets (or, with an empty value, clears) the HttpOnly, SameSite=Strict refresh cookie, scoped to the identity prefix. */
function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, path: string, value: string, maxAgeSec: number): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${REFRESH_COOKIE}=${value}; Path=${path}; Max-Age=${maxAgeSec}; HttpOnly; SameSite=Strict${secure}`,
  );
}
