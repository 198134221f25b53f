import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake saw: enough to check what the SDK sent. */
export interface FakeS3Request {
  method: string;
  path: string;
  authorization: string | undefined;
  contentLength: string | undefined;
}

/** An in-process stand-in for an S3-compatible service (path-style PUT, GET, HEAD, DELETE of objects; no auth check). */
export interface FakeS3Server {
  endpoint: string;
  /** Objects by `bucket/name`. */
  readonly objects: Map<string, Buffer>;
  readonly requests: FakeS3Request[];
  close(): Promise<void>;
}

const NO_SUCH_KEY =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

/**
 * Starts the fake on a free loopback port. No S3-compatible server can be started here from npm without a download, so
 * the S3 adapter's contract runs against this (decision 0211): it answers like S3 for the calls the adapter makes.
 */
export async function startFakeS3(buckets: readonly string[]): Promise<FakeS3Server> {
  const objects = new Map<string, Buffer>();
  const requests: FakeS3Request[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [bucket, ...rest] = url.pathname.slice(1).split('/');
    const name = decodeURIComponent(rest.join('/'));
    const id = `${bucket}/${name}`;
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      contentLength: req.headers['content-length'],
    });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!buckets.includes(bucket ?? '') || name === '') {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(id, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        const body = objects.get(id);
        if (body === undefined) {
          res.writeHead(404, { 'content-type': 'application/xml' }).end(req.method === 'GET' ? NO_SUCH_KEY : undefined);
          return;
        }
        res.writeHead(200, { 'content-length': String(body.length), 'content-type': 'application/octet-stream' });
        res.end(req.method === 'GET' ? body : undefined);
      } else if (req.method === 'DELETE') {
        objects.delete(id);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
