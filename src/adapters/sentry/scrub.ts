/** Replacement text for anything scrubbed. */
export const REDACTED = '[Filtered]';

const SECRET_PATTERNS: Array<[RegExp, string]> = [
  // JWTs (session and refresh tokens).
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
  // Bearer credentials.
  [/(Bearer\s+)[^\s"',;]+/gi, `$1${REDACTED}`],
  // Signed-URL signatures and credentials (GCS, S3, generic), and the magic-link token query.
  [
    /([?&](?:X-Goog-Signature|X-Amz-Signature|Signature|signature|sig|token|t|X-Goog-Credential|X-Amz-Credential)=)[^&#\s"']+/g,
    `$1${REDACTED}`,
  ],
];
/** SSNs, with or without dashes/spaces. */
const SSN_PATTERN = /\b\d{3}[- ]?\d{2}[- ]?\d{4}\b/g;

const SENSITIVE_KEYS =
  /^(authorization|cookie|set-cookie|x-xsrf-token|password|ssn|ssn_number|sessionJwt|refreshJwt|token|access_token|refresh_token|signature)$/i;

/** Removes tokens, SSNs and signed-URL signatures from a string. */
export function scrubText(text: string): string {
  return scrubSecrets(text).replace(SSN_PATTERN, REDACTED);
}

/** Removes tokens and signed-URL signatures (not SSNs) from serialized text such as a whole envelope, keeping its JSON valid. */
export function scrubSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Deep copy of `value` with sensitive strings scrubbed and sensitive keys redacted. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      out[k] = SENSITIVE_KEYS.test(k) && v !== undefined && v !== null ? REDACTED : scrubValue(v, depth + 1);
    return out as T;
  }
  return value;
}
