import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { HttpBankApi } from '@/adapters/http/http-bank-api';
import type { ApiRequestOptions } from '@/ports/api-client';

/** An ApiClient whose uploads report half, then all, of the form's bytes, as XHR upload events do. */
class ProgressApiClient extends FakeApiClient {
  override async upload<T>(path: string, form: FormData, o?: ApiRequestOptions): Promise<T> {
    o?.onUploadProgress?.(1, 2);
    o?.onUploadProgress?.(2, 2);
    return super.upload<T>(path, form, o);
  }
}

// What the contract suite (bank-api.contract.ts, against the embedded server) cannot see: the upload's progress
// reaches the caller through the ApiClient, and a configuration's bank ids are read as numbers only.
describe('HttpBankApi', () => {
  test('an upload hands its progress callback to the ApiClient with the kind and the named file', async () => {
    const api = new ProgressApiClient();
    api.respond('POST', '/bank-application/documents', {
      id: 'bd_1',
      kind: 'id_front',
      name: 'front.png',
      size: 1,
      content_type: 'image/png',
      created_at: '2026-11-23T10:00:00.000Z',
    });
    const progress: number[] = [];
    const doc = await new HttpBankApi(api).upload('id_front', new Blob(['x']), 'front.png', {
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(doc).toEqual({
      id: 'bd_1',
      kind: 'id_front',
      name: 'front.png',
      size: 1,
      contentType: 'image/png',
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    expect(progress).toEqual([1, 2]);
    const form = api.calls.find((c) => c.path === '/bank-application/documents')?.body as FormData;
    expect(form.get('kind')).toBe('id_front');
    expect((form.get('file') as File).name).toBe('front.png');
  });

  test('bank ids of the configuration are read as numbers; others are left out', async () => {
    const api = new FakeApiClient();
    api.respond('GET', '/config', { banks: [1, '2', 'x'] });
    expect(await new HttpBankApi(api).bankIds()).toEqual([1, 2]);
  });
});
