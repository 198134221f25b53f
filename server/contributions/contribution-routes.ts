import type { ContributionView } from './contribution-ledger';
import type { Schema } from '@/adapters/http/wire';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { ProductServices } from '../services';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import { taxForms } from './distribution-tax-forms';

type Params = { id: string };
type Body = Record<string, unknown>;

/** The contribution ledger (entries, trail, the tax year against the limits) and Form 5500-EZ status; scoped to the principal. */
export const contributionRoutes: FastifyPluginAsync<{ deps: AppDeps; services: ProductServices }> = async (
  app,
  { deps, services },
) => {
  const ledger = services.contributionLedger;
  const summaries = services.contributionSummaries;
  const form5500Ez = services.form5500EzStatuses;
  const form5500EzDocuments = services.form5500EzDocuments;
  const taxFormDocuments = services.taxFormDocuments;
  const planYearOf = (request: FastifyRequest): number => Number((request.params as { plan_year: string }).plan_year);
  const userOf = (request: FastifyRequest): string => principalOf(request).userId;
  const audit = (request: FastifyRequest, action: string, type: string, id: string): Promise<void> =>
    auditWrite(deps.db, principalOf(request), action, type, id);
  const withSummary = async (
    request: FastifyRequest,
    contribution: ContributionView,
  ): Promise<Schema<'ContributionWithWarnings'>> => {
    const summary = await summaries.summary(userOf(request), contribution.tax_year);
    return { contribution, warnings: summary.warnings };
  };

  route(app, 'listContributions', async (request) => {
    const { tax_year: taxYear } = request.query as { tax_year?: number };
    return ledger.list(userOf(request), taxYear === undefined ? undefined : Number(taxYear));
  });
  route(app, 'recordContribution', async (request, reply) => {
    const p = principalOf(request);
    const created = await ledger.record(p.userId, p.agentId, request.body as Body);
    await audit(request, 'create', 'contribution', created.id);
    return reply.status(201).send(await withSummary(request, created));
  });
  route(app, 'editContribution', async (request) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    const edited = await ledger.edit(p.userId, p.agentId, id, request.body as Body);
    await audit(request, 'edit', 'contribution', id);
    return withSummary(request, edited);
  });
  route(app, 'removeContribution', async (request, reply) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    await ledger.remove(p.userId, p.agentId, id);
    await audit(request, 'remove', 'contribution', id);
    return reply.status(204).send();
  });
  route(app, 'getContributionHistory', async (request) => ledger.history(userOf(request), (request.params as Params).id));
  route(app, 'getContributionSummary', async (request) => {
    const { tax_year: taxYear } = request.query as { tax_year: number };
    return summaries.summary(userOf(request), Number(taxYear));
  });
  route(app, 'saveContributionYear', async (request) => {
    const taxYear = Number((request.params as { tax_year: string }).tax_year);
    await summaries.saveYear(userOf(request), taxYear, request.body as Body, deps.clock());
    await audit(request, 'save', 'contribution_year', String(taxYear));
    return summaries.summary(userOf(request), taxYear);
  });
  route(app, 'getForm5500EzStatus', async (request) => {
    const planYear = Number((request.params as { plan_year: string }).plan_year);
    return form5500Ez.status(userOf(request), planYear);
  });
  route(app, 'saveForm5500EzFacts', async (request) => {
    const planYear = Number((request.params as { plan_year: string }).plan_year);
    await form5500Ez.save(userOf(request), planYear, request.body as Body, deps.clock());
    await audit(request, 'save', 'form_5500_ez_year', String(planYear));
    return form5500Ez.status(userOf(request), planYear);
  });
  route(app, 'generateForm5500EzDocument', async (request, reply) => {
    const planYear = planYearOf(request);
    const filed = await form5500EzDocuments.generate(userOf(request), await form5500Ez.status(userOf(request), planYear));
    await audit(request, 'generate', 'document', filed.document_id);
    return reply.status(201).send(filed);
  });
  route(app, 'saveForm5500EzFiling', async (request) => {
    const planYear = planYearOf(request);
    await form5500Ez.saveFiling(userOf(request), planYear, request.body as Body);
    await audit(request, 'save', 'form_5500_ez_filing', String(planYear));
    return form5500Ez.status(userOf(request), planYear);
  });
  route(app, 'saveForm5500EzExtension', async (request) => {
    const planYear = planYearOf(request);
    await form5500Ez.saveExtension(userOf(request), planYear, request.body as Body);
    await audit(request, 'save', 'form_5558_extension', String(planYear));
    return form5500Ez.status(userOf(request), planYear);
  });
  route(app, 'getTaxForms', async (request) =>
    taxForms(deps.db, userOf(request), Number((request.params as { tax_year: string }).tax_year), deps.clock()),
  );
  route(app, 'generateTaxFormsDocument', async (request, reply) => {
    const filed = await taxFormDocuments.generate(userOf(request), Number((request.params as { tax_year: string }).tax_year));
    await audit(request, 'generate', 'document', filed.document_id);
    return reply.status(201).send(filed);
  });
};
