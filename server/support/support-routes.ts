import { RESET_REASON_MESSAGE } from '@/domain/support/support-search';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { conflict, forbidden, HttpError, notFound, ValidationError } from '../http/errors';
import { isSupport, principalOf, type Principal } from '../http/principal';
import { sendSignInLink } from '../identity/management-sign-in-link';
import type { UserStatusStore } from '../identity/management-user-status';
import type { IdentityStore } from '../identity/identity-store';
import type { Mailer } from '../mail/mailer';
import { FACTOR_RESET_WORDS } from '../mail/templates';
import { SUPPORT_STEP_UP_MESSAGE, STEP_UP_CODE, sessionHasSecondFactor } from '../identity/step-up';
import { auditExport, auditPage } from './audit-trail';
import { auditFilterOf, pageOf, userSearchOf } from './support-query';
import { IdentityFactorResetError, type IdentityFactorReset } from './identity-factor-reset';
import { IdentityUserStatusError, type IdentityUserStatus } from './identity-user-status';
import { findSupportUser, searchUsers } from './support-users';
import { enterVisit, leaveVisit } from './admin-mode-visits';
import { checkAdminModeReason } from '@/domain/session';

/** Options of the support console's routes. */
export interface SupportRouteOptions {
  deps: AppDeps;
  /** Sends the local identity service's sign-in links; absent where the identity provider sends its own (production). */
  signInLinks?: Mailer;
  /**
   * The identity provider's record of the status (production: Descope's management API), changed before the product's
   * own; absent locally, where the embedded identity service reads the product's record.
   */
  identityStatus?: IdentityUserStatus;
  /**
   * Resets a user's second factors at the identity provider (decision 0273): locally the embedded identity service's
   * tables (server/services.ts); production answers 503 without one (Descope's management API in server/main.ts).
   */
  identityFactors?: IdentityFactorReset;
  /** Sends the notices to users (every profile: the mail port, as invitations and reminders; decision 0323). */
  notices?: Mailer;
  /** The product's record of user status and the embedded identity service's tokens (server/services.ts). */
  statuses: UserStatusStore;
  tokens: IdentityStore;
}

/** The notice a user gets after support reset their second factors (decision 0273). */
export const FACTOR_RESET_NOTICE = FACTOR_RESET_WORDS;

/**
 * The signed-in support user, or 403; the support console's powers are admin powers, so like admin mode they need a
 * session with a second factor (amr `mfa`; decision 0269), else 403 `step_up_required`.
 */
function supportOf(request: FastifyRequest): Principal {
  const p = principalOf(request);
  if (!isSupport(p)) throw forbidden('Only support users may use the support console');
  if (!sessionHasSecondFactor(request)) throw new HttpError(403, STEP_UP_CODE, SUPPORT_STEP_UP_MESSAGE);
  return p;
}

/**
 * Records a support action on `userId` in the audit trail (agent = the support user, participant = the user), and
 * marks the request audited so the safety net does not add a second, generic record.
 */
async function auditAction(
  deps: AppDeps,
  request: FastifyRequest,
  action: string,
  userId: string,
  reason?: string,
  /** The transaction to record it in (default: the app's database). */
  db: Kysely<DB> = deps.db,
): Promise<void> {
  const p = supportOf(request);
  request.principal = { ...p, actingAs: userId };
  await auditWrite(db, request.principal, action, 'user', userId, reason);
}

/** The support console: users and their status, sign-in links, and the audit trail (support role only). */
export const supportRoutes: FastifyPluginAsync<SupportRouteOptions> = async (
  app,
  { deps, signInLinks, identityStatus, identityFactors: factors, notices, statuses, tokens },
) => {
  const { db } = deps;

  route(app, 'searchSupportUsers', async (request) => {
    supportOf(request);
    const query = request.query as { q?: string; page?: string; page_size?: string };
    const { page, pageSize } = pageOf(query);
    return searchUsers(db, userSearchOf(query.q), page, pageSize);
  });

  route(app, 'setSupportUserStatus', async (request) => {
    const p = supportOf(request);
    const { userId } = request.params as { userId: string };
    const { status } = request.body as { status: 'enabled' | 'disabled' };
    const user = await findSupportUser(db, userId);
    if (user === undefined) throw notFound('User not found');
    if (userId === p.agentId && status === 'disabled') throw conflict('You cannot disable your own account');
    if (identityStatus === undefined && deps.config.profile === 'production')
      throw new HttpError(503, 'unavailable', 'The identity provider is not set up to change user status');
    // The provider first: if it refuses, nothing changes here either (and nothing is audited).
    if (identityStatus !== undefined) {
      try {
        await identityStatus.setStatus(user.user_email, status);
      } catch (e) {
        const detail = e instanceof IdentityUserStatusError ? e.message : 'unexpected error';
        request.log.warn({ provider: detail }, 'the identity provider did not change a user status');
        throw new HttpError(
          502,
          'identity_provider',
          'The identity provider did not change the status. Nothing was changed; try again.',
        );
      }
    }
    const now = deps.clock();
    const before = await statuses.setStatus(userId, status, p.agentId, now);
    // Disabling ends the user's sessions; re-enabling does not bring them back.
    if (status === 'disabled') await tokens.revokeAllRefreshTokens(userId, now);
    if (before !== status) await auditAction(deps, request, status === 'disabled' ? 'disable' : 'enable', userId);
    return findSupportUser(db, userId);
  });

  route(app, 'sendSupportSignInLink', async (request) => {
    supportOf(request);
    const { userId } = request.params as { userId: string };
    const user = await findSupportUser(db, userId);
    if (user === undefined) throw notFound('User not found');
    if (signInLinks === undefined) throw new HttpError(503, 'unavailable', 'The identity provider sends sign-in links itself');
    if (user.status === 'disabled') throw conflict('The user is disabled; enable them first');
    const sent = await sendSignInLink(
      { db, mailer: signInLinks, origin: deps.config.publicOrigin, now: deps.clock },
      user.user_email,
    );
    await auditAction(deps, request, 'send_sign_in_link', userId);
    return { masked_email: sent.maskedEmail, sent_at: sent.sentAt.toISOString() };
  });

  route(app, 'resetSupportUserFactors', async (request) => {
    const p = supportOf(request);
    const { userId } = request.params as { userId: string };
    const reason = ((request.body as { reason?: string }).reason ?? '').trim();
    if (reason === '') throw new ValidationError({ reason: [RESET_REASON_MESSAGE] });
    const user = await findSupportUser(db, userId);
    if (user === undefined) throw notFound('User not found');
    if (userId === p.agentId) throw conflict('You cannot reset your own second factors');
    if (factors === undefined)
      throw new HttpError(503, 'unavailable', 'The identity provider is not set up to reset second factors');
    try {
      await factors.resetFactors({ userId, loginId: user.user_email });
    } catch (e) {
      const detail = e instanceof IdentityFactorResetError ? e.message : 'unexpected error';
      request.log.warn({ provider: detail }, 'the identity provider did not reset the second factors of a user');
      // Some factors may be gone already: the attempt is an admin action that changed (part of) an account, so it is
      // audited too, under its own action; the user is told only once a reset finished.
      await auditAction(deps, request, 'reset_factors_failed', userId, reason);
      throw new HttpError(
        502,
        'identity_provider',
        'The identity provider did not finish the reset (some factors may be gone already). The attempt is in the audit trail; try again.',
      );
    }
    // The reset's audit record and the user's notice commit together: the notice is queued iff the reset is recorded
    // (decision 0331), then sent after the commit within the bounded wait.
    const link = `${new URL(deps.config.publicOrigin).origin}/`;
    const sendNotice = await db.transaction().execute(async (trx) => {
      await auditAction(deps, request, 'reset_factors', userId, reason, trx);
      return notices?.enqueue('factor_reset_notice', user.user_email, { link }, trx);
    });
    await sendNotice?.();
    return { user_id: userId, reset_at: deps.clock().toISOString() };
  });

  // Admin mode is entered with a reason and left explicitly; both are audited (decision 0297).
  route(app, 'enterAdminMode', async (request, reply) => {
    const p = supportOf(request);
    const body = request.body as { user_id: string; reason?: string };
    const checked = checkAdminModeReason(body.reason);
    if (!checked.ok) throw new ValidationError({ reason: [checked.message] });
    if (body.user_id === p.agentId) throw conflict('You cannot act as yourself');
    const user = await findSupportUser(db, body.user_id);
    if (user === undefined) throw notFound('User not found');
    const acting = { ...p, actingAs: body.user_id };
    request.principal = acting;
    const visit = await enterVisit(db, acting, checked.reason, deps.clock());
    return reply
      .status(201)
      .send({ id: String(visit.id), user_id: body.user_id, reason: checked.reason, entered_at: visit.entered_at.toISOString() });
  });

  route(app, 'leaveAdminMode', async (request, reply) => {
    const p = supportOf(request);
    const { userId } = request.params as { userId: string };
    const acting = { ...p, actingAs: userId };
    request.principal = acting;
    await leaveVisit(db, acting, deps.clock());
    return reply.status(204).send();
  });

  route(app, 'listSupportAudit', async (request) => {
    supportOf(request);
    const query = request.query as Record<string, string | undefined>;
    const { page, pageSize } = pageOf(query);
    return auditPage(db, auditFilterOf(query), page, pageSize);
  });

  route(app, 'exportSupportAudit', async (request, reply) => {
    supportOf(request);
    const csv = await auditExport(db, auditFilterOf(request.query as Record<string, string | undefined>));
    const day = deps.clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-trail-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
