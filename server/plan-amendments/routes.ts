import { latinLocale, localeOfAcceptLanguage } from '@/domain/display/locale';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import type { PlanAmendmentService } from './plan-amendment-service';

type Params = { document: string };

/** A signature image fits well below this. */
const SIGN_BODY_LIMIT = 2 * 1024 * 1024;

/** The plan's amendments and restatement (decision 0341), scoped to the principal; a signature audited in admin mode. */
export const planAmendmentRoutes: FastifyPluginAsync<{ deps: AppDeps; service: PlanAmendmentService }> = async (
  app,
  { deps, service },
) => {
  // The documents write dates in the signer's locale (decision 0206).
  const localeOf = (request: FastifyRequest): string | undefined =>
    latinLocale(localeOfAcceptLanguage(request.headers['accept-language']));
  route(app, 'listPlanAmendments', async (request) => service.list(principalOf(request).userId));
  route(app, 'previewPlanAmendment', async (request) =>
    service.preview(principalOf(request).userId, (request.params as Params).document, localeOf(request)),
  );
  route(
    app,
    'signPlanAmendment',
    async (request, reply) => {
      const p = principalOf(request);
      const { document } = request.params as Params;
      const signed = await service.sign(
        p.userId,
        p.agentId,
        document,
        request.body as Record<string, unknown>,
        localeOf(request),
      );
      await auditWrite(deps.db, p, 'sign', 'plan_amendment', document);
      return reply.status(201).send(signed);
    },
    { bodyLimit: SIGN_BODY_LIMIT },
  );
};
