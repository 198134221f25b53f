import { formatDate, formatTime } from '@/ui/kit/locale-format';
import type { ActiveSession } from '@/ports/account-security';

/** One active session as the profile lists it, in words. */
export interface SessionRow {
  id: string;
  started: string;
  lastUsed: string;
  /** How the session signed in, e.g. "E-mail link, Authenticator app". */
  methods: string;
  thisDevice: boolean;
}

/** The words of each sign-in factor (amr); "mfa" only says that a second factor is among them, so it is not listed. */
export const SIGN_IN_METHOD_LABELS: Readonly<Record<string, string>> = {
  email: 'E-mail link',
  totp: 'Authenticator app',
  webauthn: 'Passkey',
  recovery: 'Recovery code',
};

/** A sign-in's date and time as the user's locale writes them (UTC, named: "Nov 23, 2026, 7:05 AM UTC"). */
export function signInTime(at: Date): string {
  return `${formatDate(at)}, ${formatTime(at, { timeZone: 'UTC', timeZoneName: 'short' })}`;
}

/** The words of a session's factors; unknown ones are "Other method", never the raw code. */
export function methodWords(methods: string[]): string {
  const words = methods.filter((m) => m !== 'mfa').map((m) => SIGN_IN_METHOD_LABELS[m] ?? 'Other method');
  return words.length === 0 ? 'Not recorded' : [...new Set(words)].join(', ');
}

/** The rows of the sessions list, this device first, then the last used first. */
export function sessionRows(sessions: ActiveSession[]): SessionRow[] {
  return [...sessions]
    .sort((a, b) => Number(b.thisDevice) - Number(a.thisDevice) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime())
    .map((s) => ({
      id: s.id,
      started: signInTime(s.startedAt),
      lastUsed: signInTime(s.lastUsedAt),
      methods: methodWords(s.methods),
      thisDevice: s.thisDevice,
    }));
}
