import type { ServerArea } from '../area';
import type { AssetsAreaTables } from './assets-schema';
import { assetsAreaMigrations } from './assets-migrations';
import { assetRoutes } from './routes';

/** Assets, their transactions and values. */
export const assetsArea: ServerArea<AssetsAreaTables> = {
  key: 'assets',
  routes: async (api, { deps, services }) => {
    await api.register(assetRoutes, { deps, assets: services.assets, values: services.assetValues });
  },
  migrations: assetsAreaMigrations,
};
