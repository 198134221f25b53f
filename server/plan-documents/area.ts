import type { ServerArea } from '../area';
import { planDocumentRoutes } from './routes';

/** The generated plan documents of the user's paid checkout. */
export const planDocumentsArea: ServerArea = {
  key: 'plan-documents',
  routes: async (api, { services }) => {
    await api.register(planDocumentRoutes, { filer: services.planDocuments });
  },
};
