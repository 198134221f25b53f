import type { AccountLinker, AccountToLink } from './account-linker';
import { DepositsNotArrivedError } from './account-linker';

/** Where Dwolla is and the application's key and secret (DWOLLA_API_BASE, DWOLLA_KEY, DWOLLA_SECRET). */
export interface DwollaOptions {
  /** https://api.dwolla.com (production) or https://api-sandbox.dwolla.com. */
  apiBase: string;
  key: string;
  secret: string;
  fetch?: typeof fetch;
  clock?: () => Date;
}

const HAL = 'application/vnd.dwolla.v1.hal+json';

/** A link of a HAL body. */
type Link = { about?: { href?: unknown } } | undefined;

/** The parts of a Dwolla HAL body this adapter reads. */
interface Hal {
  code?: unknown;
  message?: unknown;
  _links?: Link;
  _embedded?: { errors?: Array<{ code?: unknown; _links?: Link }> };
}

/** An answer of Dwolla's API: status, Location header and HAL body. */
interface Answer {
  status: number;
  location: string | undefined;
  body: Hal;
}

/** Raised when Dwolla refuses a call this adapter cannot turn into an answer (never carries the numbers). */
export class DwollaError extends Error {}

/** The link a Dwolla "already exists" error points to (a duplicate customer or funding source), if any. */
function existingResource(answer: Answer): string | undefined {
  const errors = answer.body._embedded?.errors ?? [];
  const duplicate = errors.find((e) => e?.code === 'Duplicate')?._links?.about?.href;
  const href = duplicate ?? (answer.body.code === 'DuplicateResource' ? answer.body._links?.about?.href : undefined);
  return typeof href === 'string' ? href : undefined;
}

/** Cents (1-99) as Dwolla's amount object. */
function amount(cents: number): { value: string; currency: 'USD' } {
  return { value: (cents / 100).toFixed(2), currency: 'USD' };
}

/**
 * The production account linker (decision 0220): Dwolla's micro-deposit verification. start creates (or finds) the
 * user's Dwolla customer, adds the account as an unverified bank funding source and initiates the two deposits; the
 * reference is the funding source id. confirm posts the typed amounts: 200 verified, 400 wrong amounts, 403 already
 * verified (true) or too many attempts (false), 202 not arrived yet (DepositsNotArrivedError).
 */
export class DwollaAccountLinker implements AccountLinker {
  private readonly doFetch: typeof fetch;
  private readonly clock: () => Date;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly opts: DwollaOptions) {
    this.doFetch = opts.fetch ?? fetch;
    this.clock = opts.clock ?? (() => new Date());
  }

  /** Customer, funding source, deposits. */
  async start(account: AccountToLink): Promise<{ reference: string }> {
    const customer = await this.customerOf(account);
    const created = await this.call('POST', `${customer}/funding-sources`, {
      routingNumber: account.routingNumber,
      accountNumber: account.accountNumber,
      bankAccountType: account.accountType === 'savings' ? 'savings' : 'checking',
      name: `${account.bankName ?? 'Primary'} ${account.accountType} ${account.accountNumber.slice(-4)}`,
    });
    const source = created.status === 201 ? created.location : existingResource(created);
    if (source === undefined) throw new DwollaError(`Dwolla refused the bank account (HTTP ${created.status})`);
    const id = source.split('/').at(-1) ?? '';
    const initiated = await this.call('POST', this.depositsUrl(id));
    if (initiated.status !== 201 && initiated.body.code !== 'MaxNumberOfResources')
      throw new DwollaError(`Dwolla did not send the micro-deposits (HTTP ${initiated.status})`);
    return { reference: id };
  }

  /** Posts the two amounts. */
  async confirm(reference: string, amountsCents: readonly [number, number]): Promise<boolean> {
    const answer = await this.call('POST', this.depositsUrl(reference), {
      amount1: amount(amountsCents[0]),
      amount2: amount(amountsCents[1]),
    });
    if (answer.status === 200) return true;
    if (answer.status === 202) throw new DepositsNotArrivedError();
    if (answer.status === 400) return false;
    if (answer.status === 403) return /already verified/i.test(String(answer.body.message ?? ''));
    throw new DwollaError(`Dwolla could not check the micro-deposits (HTTP ${answer.status})`);
  }

  private depositsUrl(fundingSourceId: string): string {
    return `${this.opts.apiBase}/funding-sources/${encodeURIComponent(fundingSourceId)}/micro-deposits`;
  }

  /** The URL of the user's customer: a new unverified customer, or the one Dwolla already has for the e-mail. */
  private async customerOf(account: AccountToLink): Promise<string> {
    const answer = await this.call('POST', `${this.opts.apiBase}/customers`, {
      firstName: account.holderFirstName || 'Plan',
      lastName: account.holderLastName || 'Owner',
      email: account.email,
      correlationId: account.userId,
    });
    const url = answer.status === 201 ? answer.location : existingResource(answer);
    if (url === undefined) throw new DwollaError(`Dwolla refused the customer (HTTP ${answer.status})`);
    return url;
  }

  private async call(method: 'POST', url: string, body?: unknown): Promise<Answer> {
    if (!url.startsWith(`${this.opts.apiBase}/`)) throw new DwollaError('Dwolla answered a link outside its API');
    const response = await this.doFetch(url, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        accept: HAL,
        ...(body === undefined ? {} : { 'content-type': HAL }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: Hal = {};
    try {
      parsed = text === '' ? {} : ((JSON.parse(text) ?? {}) as Hal);
    } catch {
      parsed = {};
    }
    return { status: response.status, location: response.headers.get('location') ?? undefined, body: parsed };
  }

  /** A client-credentials token, reused until a minute before it expires. */
  private async accessToken(): Promise<string> {
    const now = this.clock().getTime();
    if (this.token !== undefined && now < this.token.expiresAt) return this.token.value;
    const basic = Buffer.from(`${this.opts.key}:${this.opts.secret}`).toString('base64');
    const response = await this.doFetch(`${this.opts.apiBase}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string')
      throw new DwollaError(`Dwolla refused the application's credentials (HTTP ${response.status})`);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.token = { value: body.access_token, expiresAt: now + Math.max(0, seconds - 60) * 1000 };
    return this.token.value;
  }
}
