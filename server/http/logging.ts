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
const SSN = /(?<![\d-])\d{3}-?\d{2}-?\d{4}(?![\d-])/g;
const DATA_URL = /data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+/gi;
const CARD = /(?<!\d)\d{15,19}(?!\d)/g;

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
