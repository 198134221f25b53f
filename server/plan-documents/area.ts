import type { ServerArea } from '../area';
import { planDocumentRoutes } from './routes';

/** The generated plan documents of the user's paid checkout. */
export const planDocumentsArea: ServerArea = {
  key: 'plan-documents',
  routes: async (api, { deps, services }) => {
    await api.register(planDocumentRoutes, { deps, filer: services.planDocuments });
  },
};
