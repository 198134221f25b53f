import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { route } from '../http/contract';
import { publicOriginOf, reachableOrigins, spaBaseUrls } from './origin';
import { productConfig } from './product-config';

/** GET /site-config.json: runtime site configuration (spec section 3) plus where the API and identity live. */
export const siteConfigRoute: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config } = deps;
  app.get('/site-config.json', async (_request, reply) => {
    const urls = spaBaseUrls(config);
    reply.header('cache-control', 'no-cache');
    return {
      ...config.site,
      descope_project_id: config.descopeProjectId,
      api_base_url: urls.api,
      product_key: config.productKey,
      identity_base_url: config.jwksUrl === undefined ? urls.identity : (config.descopeBaseUrl ?? ''),
      profile: config.profile,
      stripe_publishable_key: config.stripe.publishableKey ?? null,
      stripe_account_id: config.stripe.accountId ?? null,
    };
  });
};

/** GET /config under the product prefix: the product configuration block. */
export const productConfigRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, 'getProductConfig', async () => ({
    ...productConfig(deps.config, publicOriginOf(deps.config)),
    api_base_url: spaBaseUrls(deps.config).api,
    allowed_login_redirect_hosts: reachableOrigins(deps.config).map((origin) => new URL(origin).host),
  }));
};
