import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import type { AssetService } from './asset-service';
import type { AssetValueService } from './asset-value-service';
import { yearEndValuesOf } from './year-end-values';

type Params = { id: string };
type Body = Record<string, unknown>;

/** Assets and their transactions: list, create (with the first purchase), edit, remove, record more; scoped to the principal. */
export const assetRoutes: FastifyPluginAsync<{ deps: AppDeps; assets: AssetService; values: AssetValueService }> = async (
  app,
  { deps, assets, values },
) => {
  const userOf = (request: FastifyRequest): string => principalOf(request).userId;
  const audit = (request: FastifyRequest, action: string, type: string, id: string): Promise<void> =>
    auditWrite(deps.db, principalOf(request), action, type, id);

  route(app, 'listAssets', async (request) => assets.list(userOf(request)));
  route(app, 'createAsset', async (request, reply) => {
    const created = await assets.create(userOf(request), request.body as Body);
    await audit(request, 'create', 'asset', created.asset.id);
    return reply.status(201).send(created);
  });
  route(app, 'getAsset', async (request) => assets.get(userOf(request), (request.params as Params).id));
  route(app, 'editAsset', async (request) => {
    const asset = await assets.edit(userOf(request), (request.params as Params).id, request.body as Body);
    await audit(request, 'edit', 'asset', asset.id);
    return asset;
  });
  route(app, 'removeAsset', async (request, reply) => {
    const { id } = request.params as Params;
    await assets.remove(userOf(request), id);
    await audit(request, 'remove', 'asset', id);
    return reply.status(204).send();
  });
  route(app, 'listAssetTransactions', async (request) => assets.listTransactions(userOf(request), (request.params as Params).id));
  route(app, 'createAssetTransaction', async (request, reply) => {
    const transaction = await assets.addTransaction(userOf(request), (request.params as Params).id, request.body as Body);
    await audit(request, 'create', 'asset_transaction', transaction.id);
    return reply.status(201).send(transaction);
  });
  route(app, 'listAssetValues', async (request) => values.list(userOf(request), (request.params as Params).id));
  route(app, 'createAssetValue', async (request, reply) => {
    const valuation = await values.add(userOf(request), (request.params as Params).id, request.body as Body);
    await audit(request, 'create', 'asset_value', valuation.id);
    return reply.status(201).send(valuation);
  });
  route(app, 'listPlanTransactions', async (request) => assets.planTransactions(userOf(request)));
  route(app, 'getYearEndValues', async (request) =>
    yearEndValuesOf(deps.db, userOf(request), Number((request.params as { plan_year: string | number }).plan_year)),
  );
  route(app, 'getPlanValue', async (request) => {
    const year = Number((request.query as { year?: string | number }).year ?? deps.clock().getUTCFullYear());
    return assets.planValue(userOf(request), year);
  });
};
