import type { IdentityScorer, ScoreContext } from './identity-scorer';

/** The person LexisNexis InstantID is asked about: the personal details the checkout saved (SSN in full). */
export interface IdentitySubject {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  /** Two-letter state. */
  state: string;
  /** Five-digit ZIP code (a ZIP+4 is cut to five). */
  zip: string;
  /** YYYY-MM-DD. */
  dob: string;
  /** Nine digits, hyphens allowed. */
  ssn: string;
  email: string;
  phone?: string;
}

/** Where InstantID is and how to reach it. */
export interface InstantIdOptions {
  /** The InstantID endpoint, e.g. https://wsonline.seisint.com/WsIdentity/InstantID?ver_=2.80 (LEXISNEXIS_INSTANTID_URL). */
  url: string;
  /** The account's user (often `account/user`) and password, sent as HTTP basic authentication. */
  username: string;
  password: string;
  /** The permissible purposes the account was contracted with (GLBA and DPPA); default 5 (identity verification) and 0. */
  glbPurpose?: string;
  dlPurpose?: string;
  /** Loads the subject of a user; undefined when the user has no personal details yet. */
  subjectOf(user: { id: string; email: string }): Promise<IdentitySubject | undefined>;
  fetch?: typeof fetch;
}

/** The InstantID request body for a subject (JSON interface of WsIdentity). */
export function instantIdRequest(
  subject: IdentitySubject,
  opts: Pick<InstantIdOptions, 'glbPurpose' | 'dlPurpose'>,
  queryId: string,
): unknown {
  const [year, month, day] = subject.dob.split('-');
  return {
    InstantIDRequest: {
      User: { QueryId: queryId, GLBPurpose: opts.glbPurpose ?? '5', DLPurpose: opts.dlPurpose ?? '0' },
      Options: { IncludeModels: {}, NameInputOrder: 'Unparsed' },
      SearchBy: {
        Name: { First: subject.firstName, Last: subject.lastName },
        Address: {
          StreetAddress1: subject.street,
          City: subject.city,
          State: subject.state,
          Zip5: subject.zip.replace(/\D/g, '').slice(0, 5),
        },
        DOB: { Year: Number(year), Month: Number(month), Day: Number(day) },
        SSN: subject.ssn.replace(/\D/g, ''),
        Email: subject.email,
        ...(subject.phone ? { HomePhone: subject.phone.replace(/\D/g, '').slice(-10) } : {}),
      },
    },
  };
}

/** The Comprehensive Verification Index (0-50) of an InstantID answer, or undefined when it has none. */
export function comprehensiveVerificationIndex(body: unknown): number | undefined {
  const result = (body as { InstantIDResponseEx?: { response?: { Result?: Record<string, unknown> } } })?.InstantIDResponseEx
    ?.response?.Result;
  const cvi = (result?.ComprehensiveVerification as { ComprehensiveVerificationIndex?: unknown } | undefined)
    ?.ComprehensiveVerificationIndex;
  const n = typeof cvi === 'string' ? Number(cvi) : cvi;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 50 ? n : undefined;
}

/** Raised when InstantID answers no score; the review stays pending and is asked again on the next read. */
export class IdentityServiceError extends Error {}

/**
 * The production identity scorer (decision 0220): LexisNexis InstantID. The score is its Comprehensive Verification
 * Index (0-50: 50 name, address, SSN and phone verified; 40 name, address and SSN verified; below that something did
 * not verify), which is what lexisnexis_min_passing_score 40 and lexisnexis_demo_score 50 measure. A user without
 * personal details scores 0 (more documents are asked for). Neither the SSN nor the answer's details are logged.
 */
export class LexisNexisIdentityScorer implements IdentityScorer {
  private readonly doFetch: typeof fetch;

  constructor(private readonly opts: InstantIdOptions) {
    this.doFetch = opts.fetch ?? fetch;
  }

  /** The CVI of the user's personal details. */
  async score(user: { id: string; email: string }, context?: ScoreContext): Promise<number> {
    const subject = await this.opts.subjectOf(user);
    if (subject === undefined) return 0;
    const queryId = `${user.id}:${context?.review ?? 1}`;
    const auth = Buffer.from(`${this.opts.username}:${this.opts.password}`).toString('base64');
    const response = await this.doFetch(this.opts.url, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(instantIdRequest(subject, this.opts, queryId)),
    });
    const body = await response.json().catch(() => undefined);
    const cvi = response.ok ? comprehensiveVerificationIndex(body) : undefined;
    if (cvi === undefined) throw new IdentityServiceError(`InstantID answered no score (HTTP ${response.status})`);
    return cvi;
  }
}
