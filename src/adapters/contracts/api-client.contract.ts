import { describe, expect, test, afterEach } from 'vitest';
import { ApiError, TRANSACTIONS_NOT_IMPLEMENTED_MESSAGE, type ApiClient } from '@/ports/api-client';

/** A client under test plus the backend it talks to. */
export interface ApiClientHarness {
  client: ApiClient;
  /** Makes the backend answer `METHOD /path` (relative to the product prefix) with a JSON body or a status. */
  serve(route: string, reply: { status?: number; body?: unknown }): void;
  /** The last request the backend saw. */
  lastRequest(): { method: string; path: string; query: Record<string, string>; body: unknown; authorized: boolean };
  /** Sets or removes the session token. */
  setToken(token: string | undefined): void;
  /** A URL serving `content` (for downloadFile), and the saved downloads. */
  fileUrl(content: string): string;
  downloads(): Array<{ fileName: string; text: Promise<string> }>;
  dispose(): Promise<void>;
}

/** The ApiClient contract, run against the fake and the HTTP adapter. */
export function apiClientContract(name: string, create: () => Promise<ApiClientHarness>): void {
  describe(`ApiClient contract: ${name}`, () => {
    let h: ApiClientHarness;
    afterEach(async () => h?.dispose());

    test('GET /me resolves with the user as the server sends it', async () => {
      h = await create();
      h.serve('GET /me', { body: { id: 'u-7', user_email: 'a@b.co', extra: { nested: true } } });
      expect(await h.client.getMe()).toEqual({ id: 'u-7', user_email: 'a@b.co', extra: { nested: true } });
      expect(h.lastRequest()).toMatchObject({ method: 'GET', path: '/me', authorized: true });
    });

    test('posts a JSON body and resolves with the JSON answer', async () => {
      h = await create();
      h.serve('POST /folders', { body: { id: 'f1', name: 'Tax' } });
      expect(await h.client.post('/folders', { name: 'Tax', folder_id: null })).toEqual({ id: 'f1', name: 'Tax' });
      expect(h.lastRequest().body).toEqual({ name: 'Tax', folder_id: null });
    });

    test('download-URL call: first argument fills the id query, second the path segment', async () => {
      h = await create();
      h.serve('GET /documents/:seg/download/google-cloud-url', { body: { url: 'https://signed.example/x' } });
      expect(await h.client.getDocumentDownloadUrl('doc-1', '3600')).toEqual({ url: 'https://signed.example/x' });
      expect(h.lastRequest()).toMatchObject({ path: '/documents/3600/download/google-cloud-url', query: { id: 'doc-1' } });
    });

    test('identity-verification status sends the uid query', async () => {
      h = await create();
      h.serve('GET /lexisnexis/update-status', { body: { score: 50 } });
      expect(await h.client.getIdentityVerificationStatus('u-9')).toEqual({ score: 50 });
      expect(h.lastRequest().query).toEqual({ uid: 'u-9' });
    });

    test('a status outside 200-299 rejects with ApiError: 4xx ERR_BAD_REQUEST, 5xx ERR_BAD_RESPONSE', async () => {
      h = await create();
      h.serve('GET /users/:id', { status: 404, body: { error: 'not_found', message: 'No such user' } });
      h.serve('GET /boom', { status: 500, body: { error: 'internal', message: 'Something went wrong' } });
      const notFound = await h.client.getUser('nobody').catch((e: unknown) => e);
      expect(notFound).toBeInstanceOf(ApiError);
      expect(notFound).toMatchObject({
        status: 404,
        code: 'ERR_BAD_REQUEST',
        body: { error: 'not_found', message: 'No such user' },
      });
      await expect(h.client.get('/boom')).rejects.toMatchObject({ status: 500, code: 'ERR_BAD_RESPONSE' });
    });

    test('without a session token an authenticated call fails with the spec message and sends nothing', async () => {
      h = await create();
      h.serve('GET /me', { body: { id: 'u', user_email: 'e' } });
      h.setToken(undefined);
      // The spec's text, written out here: a test comparing with the exported constant would pass whatever it said.
      await expect(h.client.getMe()).rejects.toMatchObject({
        message: 'Unable to make secure request, current session does not have a token set.',
      });
      h.serve('GET /public', { body: { ok: true } });
      expect(await h.client.get('/public', { skipAuth: true })).toEqual({ ok: true });
      expect(h.lastRequest()).toMatchObject({ path: '/public', authorized: false });
    });

    test('the transactions fetch always throws the spec message', async () => {
      h = await create();
      await expect(h.client.fetchTransactions()).rejects.toThrow(
        "API Endpoint Default GET '/transactionNoRecord' not implemented",
      );
      expect(TRANSACTIONS_NOT_IMPLEMENTED_MESSAGE).toBe("API Endpoint Default GET '/transactionNoRecord' not implemented");
    });

    test('downloadFile saves the blob under the given name; a failure is a generic Error', async () => {
      h = await create();
      await h.client.downloadFile(h.fileUrl('hello pdf'), 'plan.pdf');
      const [saved] = h.downloads();
      expect(saved.fileName).toBe('plan.pdf');
      expect(await saved.text).toBe('hello pdf');
      const failure = await h.client
        .downloadFile(h.fileUrl('x').replace(/[^/]+$/, 'missing-file'), 'y.pdf')
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(ApiError);
      expect((failure as Error).message).toBe('File download failed');
    });
  });
}
