import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { route } from '../http/contract';
import { publicOriginOf } from './origin';
import { productConfig } from './product-config';

/** GET /site-config.json: runtime site configuration (spec section 3) plus where the API and identity live. */
export const siteConfigRoute: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config } = deps;
  app.get('/site-config.json', async (_request, reply) => {
    const origin = publicOriginOf(config);
    reply.header('cache-control', 'no-cache');
    return {
      ...config.site,
      descope_project_id: config.descopeProjectId,
      api_base_url: `${origin}/${config.productKey}`,
      product_key: config.productKey,
      identity_base_url: config.jwksUrl === undefined ? `${origin}/identity` : (config.descopeBaseUrl ?? ''),
      profile: config.profile,
      stripe_publishable_key: config.stripe.publishableKey ?? null,
      stripe_account_id: config.stripe.accountId ?? null,
    };
  });
};

/** GET /config under the product prefix: the product configuration block. */
export const productConfigRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, 'getProductConfig', async () => productConfig(deps.config, publicOriginOf(deps.config)));
};
