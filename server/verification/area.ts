import type { ServerArea } from '../area';
import { verificationRoutes } from './verification-routes';

/** Identity verification, scored by the app's scorer; a passing score moves the bank application on. */
export const verificationArea: ServerArea = {
  key: 'verification',
  routes: async (api, { deps, services, options }) => {
    await api.register(verificationRoutes, { deps, scorer: options.scorer, bank: services.bank });
  },
};
