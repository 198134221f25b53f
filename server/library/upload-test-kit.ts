import type { TestClient, TestResponse } from '../test-support/test-client';

/** Bytes of a minimal PDF-looking file of about `size` bytes (the signature is what the server checks). */
export function pdfBytes(size = 2048, fill = 0x41): Uint8Array {
  const head = Buffer.from('%PDF-1.7\n');
  return new Uint8Array(Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), fill)]));
}

/** Bytes that open with the PNG signature. */
export function pngBytes(size = 256): Uint8Array {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 1)]));
}

/** A base64 PNG data URL, as a hardship signature. */
export function pngDataUrl(): string {
  return `data:image/png;base64,${Buffer.from(pngBytes(60)).toString('base64')}`;
}

/** POSTs a multipart form with `file` (and text fields) the way the SPA does: bearer, XSRF cookie and header. */
export async function uploadFile(
  client: TestClient,
  path: string,
  file: { bytes: Uint8Array; name: string; type?: string } | undefined,
  fields: Record<string, string> = {},
  extraHeaders: Record<string, string> = {},
): Promise<TestResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  const headers: Record<string, string> = {
    cookie: `XSRF-TOKEN=${client.xsrf}`,
    'x-xsrf-token': client.xsrf,
    ...extraHeaders,
  };
  if (client.token !== undefined) headers.authorization = `Bearer ${client.token}`;
  const response = await fetch(new URL(`${client.prefix}${path}`, client.origin), { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** GETs `url` with no product authentication at all, reads the body to the end, and answers the status. */
export async function fetchStatus(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}
