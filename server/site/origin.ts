import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** The public origin: PUBLIC_ORIGIN when set, else the request's own scheme and host. */
export function originOf(request: FastifyRequest, config: ServerConfig): string {
  if (config.publicOrigin !== undefined) return config.publicOrigin;
  return `${request.protocol}://${request.host}`;
}
