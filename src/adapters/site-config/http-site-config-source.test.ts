import { describe, expect, test } from 'vitest';
import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { siteConfigSourceContract } from '@/adapters/contracts/site-config-source.contract';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import { HttpSiteConfigSource } from './http-site-config-source';

siteConfigSourceContract('HttpSiteConfigSource (loopback)', async (config) => {
  const server = await new LoopbackServer().start();
  server.on('GET /site-config.json', { body: config });
  return {
    source: new HttpSiteConfigSource(`${server.origin}/site-config.json`),
    requests: () => server.requests.length,
    dispose: () => server.stop(),
  };
});

siteConfigSourceContract('StaticSiteConfigSource', async (config) => ({
  source: new StaticSiteConfigSource(config),
  requests: () => 0,
  dispose: async () => undefined,
}));

describe('HttpSiteConfigSource', () => {
  test('a failed load rejects and a later load tries again', async () => {
    const server = await new LoopbackServer().start();
    server.on('GET /site-config.json', { status: 503, body: {} });
    const source = new HttpSiteConfigSource(`${server.origin}/site-config.json`);
    await expect(source.load()).rejects.toThrow('Site configuration could not be loaded (status 503)');
    server.on('GET /site-config.json', { body: { profile: 'local' } });
    expect(await source.load()).toEqual({ profile: 'local' });
    await server.stop();
  });
});
