import type { ServerArea } from '../area';
import { productConfigRoutes } from './site-routes';

/** The product configuration the signed-in SPA reads (GET /config); /site-config.json is served before the API. */
export const siteArea: ServerArea = {
  key: 'site',
  routes: async (api, { deps }) => {
    await api.register(productConfigRoutes, { deps });
  },
};
