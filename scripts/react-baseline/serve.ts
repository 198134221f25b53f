// Serves the built React-only reference page with the product's own SPA plugin (server/site/spa-routes.ts): the same
// static serving, pre-compressed copies and cache headers as the product's pages. Used by `npm run lighthouse`.
//   tsx scripts/react-baseline/serve.ts <port> <distDir>
import Fastify from 'fastify';
import { spaRoutes } from '../../server/site/spa-routes';

const [port, distDir] = process.argv.slice(2);
const app = Fastify({ logger: false });
await app.register(spaRoutes, { distDir: distDir as string, reservedPrefixes: [] });
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`React baseline is running at http://127.0.0.1:${port}`);
