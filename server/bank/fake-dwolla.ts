import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

interface FundingSource {
  id: string;
  customerId: string;
  routingNumber: string;
  accountNumber: string;
  deposits?: [number, number];
  attempts: number;
  verified: boolean;
}

type Reply = { status: number; body?: unknown; location?: string };
type Json = Record<string, unknown>;
type Amount = { value?: unknown; currency?: unknown } | undefined;

/**
 * An in-process stand-in for the part of Dwolla's API the production linker uses, for its tests: client-credentials
 * tokens, customers (a second one with the same e-mail is a Duplicate pointing at the first), bank funding sources,
 * and micro-deposits (two amounts below $0.10; three attempts; `notArrived` answers 202 TryAgainLater).
 */
export class FakeDwolla {
  base = '';
  notArrived = false;
  readonly customers = new Map<string, { email: string; firstName: string; lastName: string }>();
  readonly sources = new Map<string, FundingSource>();
  private readonly tokens = new Set<string>();
  private server: Server | undefined;

  constructor(
    private readonly key: string,
    private readonly secret: string,
  ) {}

  /** The two amounts (cents) sent to a funding source. */
  depositsOf(fundingSourceId: string): [number, number] {
    const deposits = this.sources.get(fundingSourceId)?.deposits;
    if (deposits === undefined) throw new Error(`no deposits sent to ${fundingSourceId}`);
    return deposits;
  }

  /** Starts listening on a loopback port; answers the API base URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then((reply) => {
        res.writeHead(reply.status, {
          'content-type': 'application/vnd.dwolla.v1.hal+json',
          ...(reply.location ? { location: reply.location } : {}),
        });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this.base;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<Reply> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '';
    if (req.method === 'POST' && path === '/token') return this.issueToken(req, raw);
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (bearer === undefined || !this.tokens.has(bearer))
      return { status: 401, body: { code: 'InvalidAccessToken', message: 'Invalid access token.' } };
    if (req.headers.accept !== 'application/vnd.dwolla.v1.hal+json')
      return { status: 406, body: { code: 'InvalidVersion', message: 'Missing or invalid Accept header.' } };
    const body = raw === '' ? undefined : (JSON.parse(raw) as Json);
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/customers') return this.createCustomer(body ?? {});
    if (req.method === 'POST' && (m = path.match(/^\/customers\/([^/]+)\/funding-sources$/)))
      return this.createSource(m[1], body ?? {});
    if (req.method === 'POST' && (m = path.match(/^\/funding-sources\/([^/]+)\/micro-deposits$/)))
      return body === undefined ? this.initiate(m[1]) : this.verify(m[1], body);
    return { status: 404, body: { code: 'NotFound', message: 'The requested resource was not found.' } };
  }

  private issueToken(req: IncomingMessage, raw: string): Reply {
    const basic = `Basic ${Buffer.from(`${this.key}:${this.secret}`).toString('base64')}`;
    if (req.headers.authorization !== basic || new URLSearchParams(raw).get('grant_type') !== 'client_credentials')
      return { status: 401, body: { error: 'invalid_client' } };
    const token = randomUUID();
    this.tokens.add(token);
    return { status: 200, body: { access_token: token, token_type: 'bearer', expires_in: 3600 } };
  }

  private createCustomer(body: Json): Reply {
    for (const field of ['firstName', 'lastName', 'email'])
      if (typeof body[field] !== 'string' || body[field] === '')
        return {
          status: 400,
          body: { code: 'ValidationError', _embedded: { errors: [{ code: 'Required', path: `/${field}` }] } },
        };
    const existing = [...this.customers].find(([, c]) => c.email === body.email);
    if (existing !== undefined)
      return {
        status: 400,
        body: {
          code: 'ValidationError',
          _embedded: {
            errors: [
              {
                code: 'Duplicate',
                message: 'A customer with the specified email already exists.',
                path: '/email',
                _links: { about: { href: `${this.base}/customers/${existing[0]}` } },
              },
            ],
          },
        },
      };
    const id = randomUUID();
    this.customers.set(id, { email: String(body.email), firstName: String(body.firstName), lastName: String(body.lastName) });
    return { status: 201, location: `${this.base}/customers/${id}` };
  }

  private createSource(customerId: string, body: Json): Reply {
    if (!this.customers.has(customerId)) return { status: 404, body: { code: 'NotFound' } };
    const valid =
      /^\d{9}$/.test(String(body.routingNumber)) &&
      /^\d{4,17}$/.test(String(body.accountNumber)) &&
      ['checking', 'savings'].includes(String(body.bankAccountType)) &&
      typeof body.name === 'string';
    if (!valid) return { status: 400, body: { code: 'ValidationError', message: 'Validation error(s) present.' } };
    const same = [...this.sources.values()].find(
      (s) => s.customerId === customerId && s.routingNumber === body.routingNumber && s.accountNumber === body.accountNumber,
    );
    if (same !== undefined)
      return {
        status: 400,
        body: {
          code: 'DuplicateResource',
          message: 'Bank already exists',
          _links: { about: { href: `${this.base}/funding-sources/${same.id}` } },
        },
      };
    const id = randomUUID();
    this.sources.set(id, {
      id,
      customerId,
      routingNumber: String(body.routingNumber),
      accountNumber: String(body.accountNumber),
      attempts: 0,
      verified: false,
    });
    return { status: 201, location: `${this.base}/funding-sources/${id}` };
  }

  private initiate(id: string): Reply {
    const source = this.sources.get(id);
    if (source === undefined) return { status: 404, body: { code: 'NotFound', message: 'Funding source not found' } };
    if (source.deposits !== undefined)
      return { status: 400, body: { code: 'MaxNumberOfResources', message: 'Micro-deposits already initiated.' } };
    const a = randomInt(1, 10);
    let b = randomInt(1, 10);
    while (b === a) b = randomInt(1, 10);
    source.deposits = [a, b];
    return { status: 201, location: `${this.base}/funding-sources/${id}/micro-deposits` };
  }

  private verify(id: string, body: Json): Reply {
    const source = this.sources.get(id);
    if (source?.deposits === undefined) return { status: 404, body: { code: 'NotFound' } };
    if (source.verified) return { status: 403, body: { code: 'InvalidResourceState', message: 'Bank already verified.' } };
    if (source.attempts >= 3) return { status: 403, body: { code: 'InvalidResourceState', message: 'Too many attempts.' } };
    if (this.notArrived) return { status: 202, body: { code: 'TryAgainLater', message: 'Micro-deposits have not processed.' } };
    const typed = [body.amount1 as Amount, body.amount2 as Amount].map((a) =>
      a?.currency === 'USD' ? Math.round(Number(a?.value) * 100) : Number.NaN,
    );
    const sent = [...source.deposits].sort((x, y) => x - y);
    const matched = [...typed].sort((x, y) => x - y).every((v, i) => v === sent[i]);
    if (!matched) {
      source.attempts += 1;
      return { status: 400, body: { code: 'ValidationError', message: 'Wrong amount(s).' } };
    }
    source.verified = true;
    return { status: 200, body: { _links: {} } };
  }
}
