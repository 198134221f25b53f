import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import type { PlanTakeoverService } from './plan-takeover-service';

/** The plan takeover's operations, each on the principal's own records (decisions 0343, 0344). */
export const planTakeoverRoutes: FastifyPluginAsync<{ deps: AppDeps; service: PlanTakeoverService }> = async (
  app,
  { deps, service },
) => {
  route(app, 'getPlanTakeover', async (request) => service.status(principalOf(request).userId));
  route(app, 'recordOpeningBalances', async (request, reply) => {
    const p = principalOf(request);
    const created = await service.recordOpeningBalances(p.userId, p.agentId, request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'create', 'opening_balances', created.id);
    return reply.status(201).send(created);
  });
  route(app, 'recordPriorFiling', async (request, reply) => {
    const p = principalOf(request);
    const filing = await service.recordPriorFiling(p.userId, request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'record', 'prior_5500_ez_filing', String(filing.plan_year));
    return reply.status(201).send(filing);
  });
};
