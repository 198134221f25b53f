import { latinLocale, localeOfAcceptLanguage } from '@/domain/display/locale';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import type { RolloverService } from './rollover-service';

type Params = { id: string };
type Body = Record<string, unknown>;

/** Incoming rollovers: list, request, read, the signed letter, the statement, status moves; scoped to the principal. */
export const rolloverRoutes: FastifyPluginAsync<{ deps: AppDeps; service: RolloverService }> = async (app, { deps, service }) => {
  const userOf = (request: FastifyRequest): string => principalOf(request).userId;

  route(app, 'listRollovers', async (request) => service.list(userOf(request)));
  route(app, 'requestRollover', async (request, reply) => {
    const p = principalOf(request);
    const created = await service.request(p.userId, p.agentId, request.body as Body);
    await auditWrite(deps.db, p, 'request', 'rollover', created.id);
    return reply.status(201).send(created);
  });
  route(app, 'getRollover', async (request) => service.get(userOf(request), (request.params as Params).id));
  route(app, 'signRolloverLetter', async (request) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    // The letter writes money and dates in the signer's locale (decision 0206).
    const locale = latinLocale(localeOfAcceptLanguage(request.headers['accept-language']));
    const signed = await service.signLetter(p.userId, p.agentId, id, request.body as Body, locale);
    await auditWrite(deps.db, p, 'sign_letter', 'rollover', id);
    return signed;
  });
  route(app, 'attachRolloverStatement', async (request) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    const attached = await service.attachStatement(p.userId, id, request.body as Body);
    await auditWrite(deps.db, p, 'attach_statement', 'rollover', id);
    return attached;
  });
  route(app, 'changeRolloverStatus', async (request) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    const body = request.body as Body;
    const moved = await service.moveStatus(p.userId, p.agentId, id, body);
    await auditWrite(deps.db, p, `status:${String(body.status)}`, 'rollover', id);
    return moved;
  });
};
