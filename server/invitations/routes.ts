import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import type { InvitationService } from './invitation-service';
import { joinPlan } from './plan-join';

/** Invitations (owner: send, list with progress, withdraw) and the participant's side (accept, membership, join). */
export const invitationRoutes: FastifyPluginAsync<{ deps: AppDeps; invitations: InvitationService }> = async (
  app,
  { deps, invitations },
) => {
  route(app, 'listInvitations', async (request) => invitations.list(principalOf(request).userId));
  route(app, 'sendInvitation', async (request, reply) => {
    const p = principalOf(request);
    const owner = await deps.db.selectFrom('users').select('user_email').where('id', '=', p.userId).executeTakeFirst();
    const sent = await invitations.send(p.userId, owner?.user_email ?? p.email, request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'send', 'invitation', sent.id);
    return reply.status(201).send(sent);
  });
  route(app, 'revokeInvitation', async (request) => {
    const p = principalOf(request);
    const { id } = request.params as { id: string };
    const revoked = await invitations.revoke(p.userId, id);
    await auditWrite(deps.db, p, 'revoke', 'invitation', id);
    return revoked;
  });
  route(app, 'acceptInvitation', async (request) => {
    const p = principalOf(request);
    const user = await deps.db.selectFrom('users').select('user_email').where('id', '=', p.userId).executeTakeFirst();
    const plan = await invitations.accept(p.userId, user?.user_email ?? p.email, (request.body as { token: string }).token);
    await auditWrite(deps.db, p, 'accept', 'invitation', plan.owner_id);
    return plan;
  });
  route(app, 'getPlanMembership', async (request) => invitations.membership(principalOf(request).userId));
  route(app, 'joinPlan', async (request) => {
    const p = principalOf(request);
    const joined = await joinPlan(deps, invitations, p);
    await auditWrite(deps.db, p, 'join', 'plan', joined.owner_id);
    return joined;
  });
};
