import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, test } from 'vitest';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { ApiClient, type ApiRequestOptions } from '@/ports/api-client';
import { KeyValueStorage, SessionKeyValueStorage } from '@/ports/key-value-storage';
import { Navigation } from '@/ports/navigation';
import { QueryCache } from '@/ports/query-cache';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { ActingAsApiClient, ensureActingAsApiClient } from '@/ui/admin/acting-as-api-client';
import { uiModule } from '@/ui/ui-module';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';

class HeaderRecordingApi extends FakeApiClient {
  readonly headers: Array<Record<string, string> | undefined> = [];
  override get<T>(path: string, options?: ApiRequestOptions): Promise<T> {
    this.headers.push(options?.headers);
    return super.get<T>(path, options);
  }
}

function container(api: FakeApiClient): Container {
  const c = new Container();
  c.bind(ApiClient).toConstantValue(api);
  c.bind(QueryCache).toConstantValue(new FakeQueryCache());
  c.bind(Navigation).toConstantValue(new MemoryNavigation('/admin'));
  c.bind(SessionKeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
  c.bind(KeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
  c.load(uiModule);
  return c;
}

describe('ActingAsApiClient', () => {
  test('uiModule wraps the bound ApiClient: X-Act-As only while admin mode is on in this tab', async () => {
    const api = new HeaderRecordingApi();
    const c = container(api);
    const client = c.get<ApiClient>(ApiClient);
    expect(client).toBeInstanceOf(ActingAsApiClient);
    await client.get('/me');
    c.get(AdminModeStore).enter({ id: 'p-7', participantName: 'Pat' });
    await client.getMe();
    await client.get('/me', { headers: { 'X-Act-As': 'p-8' } });
    c.get(AdminModeStore).exit();
    await client.get('/me');
    expect(api.headers).toEqual([undefined, { 'X-Act-As': 'p-7' }, { 'X-Act-As': 'p-8' }, undefined]);
  });

  test('also wraps an ApiClient bound to a dynamic value resolving its adapter class', () => {
    const c = new Container();
    c.bind(HeaderRecordingApi)
      .toDynamicValue(() => new HeaderRecordingApi())
      .inSingletonScope();
    c.bind(ApiClient)
      .toDynamicValue((ctx) => ctx.get(HeaderRecordingApi))
      .inSingletonScope();
    c.bind(QueryCache).toConstantValue(new FakeQueryCache());
    c.bind(Navigation).toConstantValue(new MemoryNavigation('/'));
    c.bind(SessionKeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
    c.load(uiModule);
    expect(c.get<ApiClient>(ApiClient)).toBeInstanceOf(ActingAsApiClient);
    expect(c.get<ApiClient>(ApiClient)).toBe(c.get<ApiClient>(ApiClient));
  });

  test('ensureActingAsApiClient wraps a toService binding too, once', () => {
    const c = new Container();
    c.bind(HeaderRecordingApi)
      .toDynamicValue(() => new HeaderRecordingApi())
      .inSingletonScope();
    c.bind(ApiClient).toService(HeaderRecordingApi);
    c.bind(QueryCache).toConstantValue(new FakeQueryCache());
    c.bind(Navigation).toConstantValue(new MemoryNavigation('/'));
    c.bind(SessionKeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
    c.load(uiModule);
    ensureActingAsApiClient(c);
    const wrapped = c.get<ApiClient>(ApiClient);
    expect(wrapped).toBeInstanceOf(ActingAsApiClient);
    ensureActingAsApiClient(c);
    expect(c.get<ApiClient>(ApiClient)).toBe(wrapped);
  });

  test('requests without product authentication never carry it', async () => {
    const api = new HeaderRecordingApi();
    const client = new ActingAsApiClient(api, {
      mode: { enabled: true, id: 'p-1', participantName: undefined, returnPath: undefined },
    });
    await client.get('/me', { skipAuth: true });
    expect(api.headers).toEqual([undefined]);
  });
});
