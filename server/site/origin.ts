import type { ServerConfig } from '../config';

/**
 * The origin of every URL the server hands out: the configured public origin (PUBLIC_ORIGIN, locally the listening
 * address). Never taken from the request: its Host and X-Forwarded-* headers are whatever the client wrote.
 */
export function publicOriginOf(config: ServerConfig): string {
  return config.publicOrigin;
}
