import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import { DistributionService } from './distribution-service';

type Params = { id: string };

/** Distribution requests (hardship included): list, request, read, withdraw; scoped to the principal. */
export const distributionRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const distributions = new DistributionService(deps.db, deps.clock);
  const userOf = (request: FastifyRequest): string => principalOf(request).userId;

  route(app, 'listDistributions', async (request) => distributions.list(userOf(request)));
  route(app, 'requestDistribution', async (request, reply) => {
    const created = await distributions.request(userOf(request), request.body as Record<string, unknown>);
    await auditWrite(deps.db, principalOf(request), 'request', 'distribution', created.id);
    return reply.status(201).send(created);
  });
  route(app, 'getDistribution', async (request) => distributions.get(userOf(request), (request.params as Params).id));
  route(app, 'withdrawDistribution', async (request, reply) => {
    const { id } = request.params as Params;
    await distributions.withdraw(userOf(request), id);
    await auditWrite(deps.db, principalOf(request), 'withdraw', 'distribution', id);
    return reply.status(204).send();
  });
};
