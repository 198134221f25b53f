import { latinLocale, localeOfAcceptLanguage } from '@/domain/display/locale';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import type { BeneficiaryService } from './beneficiary-service';

type Params = { id: string };

/** Beneficiary designations: the overview, a new designation, and the spouse's consent; scoped to the principal. */
export const beneficiaryRoutes: FastifyPluginAsync<{ deps: AppDeps; service: BeneficiaryService }> = async (
  app,
  { deps, service },
) => {
  const userOf = (request: FastifyRequest): string => principalOf(request).userId;
  // The designation PDF writes dates in the locale of the request that files it (decision 0206).
  const localeOf = (request: FastifyRequest): string | undefined =>
    latinLocale(localeOfAcceptLanguage(request.headers['accept-language']));

  route(app, 'getBeneficiaries', async (request) => service.overview(userOf(request)));
  route(app, 'designateBeneficiaries', async (request, reply) => {
    const p = principalOf(request);
    const created = await service.designate(p.userId, p.agentId, request.body as Record<string, unknown>, localeOf(request));
    await auditWrite(deps.db, p, 'designate', 'beneficiary_designation', created.id);
    return reply.status(201).send(created);
  });
  route(app, 'consentToBeneficiaries', async (request) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    const consented = await service.consent(p.userId, id, request.body as Record<string, unknown>, localeOf(request));
    await auditWrite(deps.db, p, 'spouse_consent', 'beneficiary_designation', id);
    return consented;
  });
};
