import { MONITORING } from '@/domain/constants';
import { scrubValue } from './scrub';

export { isLocalHost, monitoringMayStart } from './monitoring-gate';

/** Generic cross-origin error messages that carry no information. */
export const IGNORED_ERRORS: RegExp[] = [/^Script error\.?$/];

/**
 * The last path segments of health checks: the spec's list (section 8: "paths ending healthcheck, healthy, live, ready,
 * heartbeat, health, healthz") plus the embedded server's own probes `/livez` and `/readyz` (decision 0320), which
 * that list, matched on whole segments as the spec's endings are, does not cover.
 */
export const HEALTH_CHECK_ENDINGS: readonly string[] = [...MONITORING.healthCheckPathEndings, 'livez', 'readyz'];

/** True when a transaction name or URL is a health check (its last path segment is one of HEALTH_CHECK_ENDINGS). */
export function isHealthCheck(nameOrUrl: string | undefined): boolean {
  if (!nameOrUrl) return false;
  const path = nameOrUrl
    .replace(/^[A-Z]+\s+/, '')
    .split(/[?#]/)[0]
    .replace(/\/+$/, '');
  const last = path.split('/').pop() ?? '';
  return HEALTH_CHECK_ENDINGS.includes(last.toLowerCase());
}

/** Span names of health checks (for the SDK's ignoreSpans): a path whose last segment is a health-check ending. */
export const HEALTH_CHECK_SPAN = new RegExp(`(?:^|[\\s/])(?:${HEALTH_CHECK_ENDINGS.join('|')})/*(?:[?#].*)?$`, 'i');

/** Session-replay sample rate: 100% where the environment name contains 'prod', else 10%. */
export function replaySessionSampleRate(envName: string | undefined): number {
  return (envName ?? '').toLowerCase().includes('prod')
    ? MONITORING.replaySampleRateProduction
    : MONITORING.replaySampleRateOther;
}

type EventLike = {
  message?: string;
  exception?: { values?: Array<{ value?: string; type?: string }> };
  transaction?: string;
  request?: { url?: string };
};

/** beforeSend: drops 'Script error' events and scrubs the rest. */
export function filterEvent<E extends EventLike>(event: E): E | null {
  const messages = [event.message, ...(event.exception?.values ?? []).map((v) => v.value)];
  if (messages.some((m) => m !== undefined && IGNORED_ERRORS.some((re) => re.test(m)))) return null;
  return scrubValue(event);
}

/** beforeSendSpan: scrubs span names and attributes. */
export function filterSpan<S>(span: S): S {
  return scrubValue(span);
}

/** beforeBreadcrumb: scrubs every breadcrumb. */
export function filterBreadcrumb<B>(breadcrumb: B): B {
  return scrubValue(breadcrumb);
}
