import { latinLocale, localeOfAcceptLanguage } from '@/domain/display/locale';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import type { PlanTerminations } from './plan-termination-service';

/** A signature image and the resolution's fields fit well below this. */
const ADOPT_BODY_LIMIT = 2 * 1024 * 1024;

/** Ending the plan (decision 0339): its state and checklist, and the owner's resolution; scoped to the principal. */
export const planTerminationRoutes: FastifyPluginAsync<{ deps: AppDeps; service: PlanTerminations }> = async (
  app,
  { deps, service },
) => {
  route(app, 'getPlanTermination', async (request) => service.state(principalOf(request).userId));
  route(
    app,
    'adoptPlanTermination',
    async (request, reply) => {
      const p = principalOf(request);
      // The resolution writes its dates in the signer's locale (decision 0206).
      const locale = latinLocale(localeOfAcceptLanguage(request.headers['accept-language']));
      const state = await service.adopt(p.userId, request.body as Record<string, unknown>, locale);
      await auditWrite(deps.db, p, 'adopt_termination', 'plan_termination', p.userId);
      return reply.status(201).send(state);
    },
    { bodyLimit: ADOPT_BODY_LIMIT },
  );
};
