import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One request the fake received (body parsed). */
export interface InstantIdCall {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * An in-process stand-in for LexisNexis InstantID's JSON interface, for tests of the production scorer: basic
 * authentication, the request's SearchBy block, and an answer whose ComprehensiveVerificationIndex is the one set
 * for the SSN (10 for an SSN it does not know). Answers 401 with a SOAP-style fault on wrong credentials and 500
 * while `failing`.
 */
export class FakeInstantId {
  readonly calls: InstantIdCall[] = [];
  failing = false;
  private readonly cvis = new Map<string, number>();
  private server: Server | undefined;

  constructor(
    private readonly username: string,
    private readonly password: string,
  ) {}

  /** Sets the CVI the fake answers for an SSN (digits only). */
  setCvi(ssn: string, cvi: number): void {
    this.cvis.set(ssn.replace(/\D/g, ''), cvi);
  }

  /** Starts listening on a loopback port; answers the endpoint URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}/WsIdentity/InstantID?ver_=2.80`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const expected = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    this.calls.push({ authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || !req.url?.startsWith('/WsIdentity/InstantID')) return { status: 404, body: {} };
    if (req.headers.authorization !== expected) return { status: 401, body: { Fault: { faultstring: 'Authentication failed' } } };
    if (this.failing) return { status: 500, body: { Fault: { faultstring: 'Service unavailable' } } };
    const searchBy = (body.InstantIDRequest as { SearchBy?: { SSN?: unknown; Name?: { First?: unknown; Last?: unknown } } })
      ?.SearchBy;
    if (typeof searchBy?.SSN !== 'string' || typeof searchBy.Name?.Last !== 'string')
      return { status: 400, body: { Fault: { faultstring: 'Invalid request' } } };
    const cvi = this.cvis.get(searchBy.SSN) ?? 10;
    return {
      status: 200,
      body: {
        InstantIDResponseEx: {
          response: {
            Header: { Status: 0, TransactionId: `T${this.calls.length}` },
            Result: { ComprehensiveVerification: { ComprehensiveVerificationIndex: cvi, RiskIndicators: { RiskIndicator: [] } } },
          },
        },
      },
    };
  }
}
