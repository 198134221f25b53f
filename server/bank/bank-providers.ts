import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { checkoutIdentitySubject } from '../verification/checkout-identity-subject';
import { type IdentityScorer, LocalIdentityScorer } from '../verification/identity-scorer';
import { LexisNexisIdentityScorer } from '../verification/lexisnexis-identity-scorer';
import type { AccountLinker } from './account-linker';
import { DwollaAccountLinker } from './dwolla-account-linker';

/** The review and account-linking adapters of a profile; an undefined linker is the local stand-in (dev outbox). */
export interface BankProviders {
  scorer: IdentityScorer;
  linker?: AccountLinker;
  /** How long after sending the review is decided (undefined = the local stand-in's default). */
  reviewDelayMs?: number;
}

/** The settings the production providers need, each with what it is. */
const PRODUCTION_SETTINGS = {
  LEXISNEXIS_INSTANTID_URL: 'the LexisNexis InstantID endpoint',
  LEXISNEXIS_USERNAME: 'the InstantID account user',
  LEXISNEXIS_PASSWORD: 'the InstantID account password',
  DWOLLA_KEY: "the Dwolla application's key",
  DWOLLA_SECRET: "the Dwolla application's secret",
} as const;

/**
 * Binds the bank application's providers for a profile (decision 0220). Local: the local scorer (demo score, the
 * +stepup markers) and the outbox linker. Production: LexisNexis InstantID on the checkout's personal details and
 * Dwolla micro-deposits (DWOLLA_API_BASE, default https://api.dwolla.com), decided as soon as the application is sent;
 * it throws, naming every missing setting, rather than start with a local stand-in.
 */
export function bankProviders(
  config: ServerConfig,
  env: Record<string, string | undefined>,
  deps: { db: Kysely<DB>; cipher: FieldCipher; fetch?: typeof fetch },
): BankProviders {
  if (config.profile !== 'production') return { scorer: new LocalIdentityScorer(config.verificationScore) };
  const missing = Object.entries(PRODUCTION_SETTINGS)
    .filter(([name]) => !env[name])
    .map(([name, what]) => `${name} (${what})`);
  if (missing.length > 0) throw new Error(`PROFILE=production needs ${missing.join('; ')}`);
  const scorer = new LexisNexisIdentityScorer({
    url: env.LEXISNEXIS_INSTANTID_URL as string,
    username: env.LEXISNEXIS_USERNAME as string,
    password: env.LEXISNEXIS_PASSWORD as string,
    subjectOf: checkoutIdentitySubject(deps.db, deps.cipher),
    fetch: deps.fetch,
  });
  const linker = new DwollaAccountLinker({
    apiBase: (env.DWOLLA_API_BASE || 'https://api.dwolla.com').replace(/\/+$/, ''),
    key: env.DWOLLA_KEY as string,
    secret: env.DWOLLA_SECRET as string,
    fetch: deps.fetch,
  });
  return { scorer, linker, reviewDelayMs: 0 };
}
