import { createHash, createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake saw: enough to check what the client library sent. */
export interface FakeGcsRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  authorization: string | undefined;
}

/** A stored object. */
export interface FakeGcsObject {
  bytes: Buffer;
  contentType: string;
  generation: number;
}

/** An in-process stand-in for Google Cloud Storage (decision 0213): see startFakeGcs. */
export interface FakeGcsServer {
  endpoint: string;
  /** Objects by `bucket/name`. */
  readonly objects: Map<string, FakeGcsObject>;
  readonly requests: FakeGcsRequest[];
  /** Objects (`bucket/name`) whose media downloads arrive with a flipped byte (their x-goog-hash stays the stored one). */
  readonly corruptOnRead: Set<string>;
  /** When true, uploads are stored with a flipped last byte (and answered with that content's MD5). */
  corruptUploads: boolean;
  /** The time the fake checks V4 signed URLs at (settable by tests). */
  now: () => Date;
  close(): Promise<void>;
}

/** The outcome of checking a V4 signed URL. */
export type V4Check = 'valid' | 'expired' | 'invalid';

/** RFC 3986 percent-encoding of a query key or value, as V4 canonical queries use it. */
function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const CREDENTIAL = /^(.+)\/(\d{8})\/auto\/storage\/goog4_request$/;
const GOOG_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/**
 * Checks a Google Cloud Storage V4 signed URL (GOOG4-RSA-SHA256, query-string authentication) the way the service
 * does, from Google's description of the signing process: the canonical request (method, the path as sent, the sorted
 * RFC 3986-encoded query without the signature, the signed headers, UNSIGNED-PAYLOAD), the string to sign, the RSA
 * SHA-256 signature against `publicKey`, the credential's account, and the window X-Goog-Date .. + X-Goog-Expires at `now`.
 * `headers` are the request's headers by lower-case name.
 */
export function checkV4SignedUrl(
  method: string,
  url: URL,
  headers: Record<string, string>,
  o: { publicKey: KeyObject; clientEmail: string; now: Date },
): V4Check {
  const q = url.searchParams;
  const credential = CREDENTIAL.exec(q.get('X-Goog-Credential') ?? '');
  const date = GOOG_DATE.exec(q.get('X-Goog-Date') ?? '');
  const expires = q.get('X-Goog-Expires') ?? '';
  const signedHeaders = q.get('X-Goog-SignedHeaders') ?? '';
  const signature = q.get('X-Goog-Signature') ?? q.get('x-goog-signature') ?? '';
  if (q.get('X-Goog-Algorithm') !== 'GOOG4-RSA-SHA256' || !credential || !date || !/^[0-9]{1,6}$/.test(expires)) return 'invalid';
  if (credential[1] !== o.clientEmail || credential[2] !== date[0].slice(0, 8) || !/^[0-9a-f]+$/.test(signature))
    return 'invalid';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || names.some((n) => headers[n] === undefined)) return 'invalid';
  const query = [...q.entries()]
    .filter(([k]) => k.toLowerCase() !== 'x-goog-signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = names.map((n) => `${n}:${(headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [method, url.pathname, query, canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = [
    'GOOG4-RSA-SHA256',
    date[0],
    `${credential[2]}/auto/storage/goog4_request`,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(stringToSign);
  if (!verifier.verify(o.publicKey, Buffer.from(signature, 'hex'))) return 'invalid';
  const [, y, mo, d, h, mi, s] = date.map(Number);
  const start = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const now = o.now.getTime();
  if (now < start) return 'invalid';
  return now >= start + Number(expires) * 1000 ? 'expired' : 'valid';
}

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('base64');
}

/** The parts of a multipart/related body (headers by lower-case name, and the bytes). */
function multipartParts(body: Buffer, contentType: string): Array<{ headers: Record<string, string>; body: Buffer }> {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Array<{ headers: Record<string, string>; body: Buffer }> = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // after CRLF, before CRLF
    const split = part.indexOf('\r\n\r\n');
    const headers: Record<string, string> = {};
    for (const line of part.subarray(0, split).toString().split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: part.subarray(split + 4) });
    at = next;
  }
  return parts;
}

/** Answers JSON (true: answered). */
function json(res: ServerResponse, status: number, body: unknown): boolean {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  return true;
}

/** Answers an XML API error (true: answered). */
function xmlError(res: ServerResponse, status: number, code: string, message: string): boolean {
  res
    .writeHead(status, { 'content-type': 'application/xml; charset=UTF-8' })
    .end(`<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
  return true;
}

/**
 * Starts the fake on a free loopback port. No GCS-compatible server can be started here from npm or Debian packages
 * (decision 0213), so the GCS adapter's contract runs against this. It answers the JSON API calls the client library
 * makes (multipart upload with the ifGenerationMatch=0 precondition, object metadata, media download with its MD5 in
 * x-goog-hash, delete) and serves V4 signed URLs (`GET /bucket/name?X-Goog-...`) only when checkV4SignedUrl accepts
 * them for `signer` at `now()`, with the response-content-type and response-content-disposition they carry. The
 * library signs the host name without a port, so the Host header is compared without it.
 */
export async function startFakeGcs(
  buckets: readonly string[],
  signer: { clientEmail: string; privateKeyPem: string },
): Promise<FakeGcsServer> {
  const publicKey = createPublicKey(signer.privateKeyPem);
  const objects = new Map<string, FakeGcsObject>();
  const requests: FakeGcsRequest[] = [];
  let generations = 0;
  const fake = {
    objects,
    requests,
    corruptOnRead: new Set<string>(),
    corruptUploads: false,
    now: () => new Date(),
  };
  const metadata = (bucket: string, name: string, o: FakeGcsObject): Record<string, unknown> => ({
    kind: 'storage#object',
    bucket,
    name,
    generation: String(o.generation),
    size: String(o.bytes.length),
    contentType: o.contentType,
    md5Hash: md5(o.bytes),
  });

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer): boolean => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? '';
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      contentType: req.headers['content-type'],
      authorization: req.headers.authorization,
    });
    const api = /^\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (upload) {
      const bucket = decodeURIComponent(upload[1]!);
      const parts = multipartParts(body, req.headers['content-type'] ?? '');
      if (!buckets.includes(bucket))
        return json(res, 404, { error: { code: 404, message: 'The specified bucket does not exist.' } });
      if (method !== 'POST' || url.searchParams.get('uploadType') !== 'multipart' || parts.length !== 2)
        return json(res, 400, { error: { code: 400, message: 'This fake takes multipart uploads only' } });
      const meta = JSON.parse(parts[0]!.body.toString()) as { name?: string; contentType?: string };
      const name = url.searchParams.get('name') ?? meta.name ?? '';
      const id = `${bucket}/${name}`;
      if (url.searchParams.get('ifGenerationMatch') === '0' && objects.has(id))
        return json(res, 412, {
          error: { code: 412, message: 'At least one of the pre-conditions you specified did not hold.' },
        });
      generations += 1;
      const bytes = Buffer.from(parts[1]!.body);
      if (fake.corruptUploads && bytes.length > 0) bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
      const stored = {
        bytes,
        contentType: meta.contentType ?? 'application/octet-stream',
        generation: generations,
      };
      objects.set(id, stored);
      return json(res, 200, metadata(bucket, name, stored));
    }
    if (api) {
      const bucket = decodeURIComponent(api[1]!);
      const name = decodeURIComponent(api[2]!);
      const found = objects.get(`${bucket}/${name}`);
      if (!found) return json(res, 404, { error: { code: 404, message: `No such object: ${bucket}/${name}` } });
      if (method === 'DELETE') {
        objects.delete(`${bucket}/${name}`);
        res.writeHead(204).end();
      } else if (method === 'GET' && url.searchParams.get('alt') === 'media') {
        res.writeHead(200, {
          'content-type': found.contentType,
          'content-length': String(found.bytes.length),
          'x-goog-hash': `md5=${md5(found.bytes)}`,
          'x-goog-stored-content-encoding': 'identity',
        });
        const sent = Buffer.from(found.bytes);
        if (fake.corruptOnRead.has(`${bucket}/${name}`)) sent[sent.length - 1] = (sent.at(-1) ?? 0) ^ 0xff;
        res.end(sent);
      } else if (method === 'GET') json(res, 200, metadata(bucket, name, found));
      else json(res, 405, { error: { code: 405, message: 'Method not allowed' } });
      return true;
    }
    // XML API path style: a V4 signed URL.
    const [bucket, ...rest] = url.pathname.slice(1).split('/');
    const name = decodeURIComponent(rest.join('/'));
    const found = objects.get(`${bucket}/${name}`);
    if (method !== 'GET' || !buckets.includes(bucket ?? ''))
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    headers.host = (headers.host ?? '').replace(/:\d+$/, '');
    const check = checkV4SignedUrl(method, url, headers, { publicKey, clientEmail: signer.clientEmail, now: fake.now() });
    if (check === 'expired') return xmlError(res, 400, 'ExpiredToken', 'Invalid argument.');
    if (check !== 'valid')
      return xmlError(
        res,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    if (!found) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    res.writeHead(200, {
      'content-type': url.searchParams.get('response-content-type') ?? found.contentType,
      'content-length': String(found.bytes.length),
      ...(url.searchParams.has('response-content-disposition')
        ? { 'content-disposition': url.searchParams.get('response-content-disposition') ?? '' }
        : {}),
    });
    res.end(found.bytes);
    return true;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
}
