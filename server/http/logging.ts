import type { DestinationStream, LoggerOptions } from 'pino';

/** Headers and fields that carry tokens, cookies, SSNs or signatures: never written to a log. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.ssn',
  '*.ssn_number',
  '*.plan_signature',
  '*.participant_signature',
  '*.hardshipSignature',
  '*.token',
  '*.sessionJwt',
  '*.refreshJwt',
  '*.password',
];

const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g;
// The fraction of a decimal number (a request's responseTime, 9.871234006881714) is never a number to mask: masking it
// would also break the JSON line. Hence no match right after a digit and a point.
const SSN = /(?<![\d-])(?<!\d\.)\d{3}-?\d{2}-?\d{4}(?![\d-])/g;
const DATA_URL = /data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+/gi;
const CARD = /(?<!\d)(?<!\d\.)\d{15,19}(?!\d)/g;

/** Masks anything that looks like a JWT, an SSN, a card number or base64 image data in one log line. */
export function scrubLogLine(line: string): string {
  return line.replace(JWT, '[jwt]').replace(DATA_URL, '[data-url]').replace(SSN, '[ssn]').replace(CARD, '[number]');
}

/** The request URL without query values (signed-URL signatures and magic-link tokens travel in queries). */
export function urlWithoutQueryValues(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const keys = url
    .slice(q + 1)
    .split('&')
    .map((kv) => kv.split('=')[0])
    .filter((k) => k.length > 0);
  return `${url.slice(0, q)}?${keys.map((k) => `${k}=~`).join('&')}`;
}

/** The pino options of the server: redaction of sensitive fields, query values dropped, a last scrub of every line. */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string; hostname?: string; id?: string }) => ({
        method: req.method,
        url: urlWithoutQueryValues(req.url ?? ''),
        host: req.hostname,
      }),
    },
    hooks: { streamWrite: scrubLogLine },
    ...(stream !== undefined ? { stream } : {}),
  };
}

type LogFn = (...args: unknown[]) => void;
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** The part of a pino logger the request child loggers use. */
interface ParentLogger {
  level: string;
  isLevelEnabled(level: string): boolean;
  child(bindings: Record<string, unknown>, options?: Record<string, unknown>): ParentLogger & Record<LevelName | 'silent', LogFn>;
}

/**
 * A request's logger that creates its pino child (bindings: the request id) only when a line at an enabled level is
 * written: creating a child serialises and redacts its bindings, which costs time on every request although most
 * requests never log at the configured level. Lines go through the real child, so redaction and scrubbing are unchanged.
 */
class LazyChildLogger {
  private real: ReturnType<ParentLogger['child']> | undefined;
  constructor(
    private readonly parent: ParentLogger,
    private readonly bindingsOf: Record<string, unknown>,
    private readonly options: Record<string, unknown>,
  ) {}
  private realChild(): ReturnType<ParentLogger['child']> {
    return (this.real ??= this.parent.child(this.bindingsOf, this.options));
  }
  private write(level: LevelName, args: unknown[]): void {
    if (this.real !== undefined) this.real[level](...args);
    else if (this.parent.isLevelEnabled(level)) this.realChild()[level](...args);
  }
  get level(): string {
    return this.real?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.realChild().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.real ?? this.parent).isLevelEnabled(level);
  }
  bindings(): Record<string, unknown> {
    return (this.realChild() as unknown as { bindings(): Record<string, unknown> }).bindings();
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(bindings: Record<string, unknown>, options?: Record<string, unknown>): unknown {
    return this.realChild().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory for the server: a lazily created child per request. A route with its own log level
 * (options.level) gets its real child at once.
 */
export function lazyChildLoggerFactory(
  logger: unknown,
  bindings: Record<string, unknown>,
  options: Record<string, unknown>,
): unknown {
  const parent = logger as ParentLogger;
  if (options.level !== undefined) return parent.child(bindings, options);
  return new LazyChildLogger(parent, bindings, options);
}
