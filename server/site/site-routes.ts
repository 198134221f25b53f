import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { route } from '../http/contract';
import { originOf } from './origin';
import { productConfig } from './product-config';

/** GET /site-config.json: runtime site configuration (spec section 3) plus where the API and identity live. */
export const siteConfigRoute: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config } = deps;
  app.get('/site-config.json', async (request, reply) => {
    const origin = originOf(request, config);
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
  route(app, 'getProductConfig', async (request) => productConfig(deps.config, originOf(request, deps.config)));
};
