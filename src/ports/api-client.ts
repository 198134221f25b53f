/** The current user as GET /me returns it (used as is; other fields pass through). */
export interface ApiUser {
  id: string;
  user_email: string;
  [field: string]: unknown;
}

/** Options of one API request. */
export interface ApiRequestOptions {
  /** Query parameters. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Send without the session's bearer token. */
  skipAuth?: boolean;
  /** Send to the card-data vault prefix instead of the product prefix. */
  vault?: boolean;
  /** Cancels the request. */
  signal?: AbortSignal;
  /** Upload progress of a multipart body (bytes sent, bytes in all); the request then goes by XMLHttpRequest. */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/** Error codes of a failed API request (spec section 8): network error, timeout, cancellation, 4xx, 5xx. */
export type ApiErrorCode = 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

/** A failed API request: a status outside 200-299, a network error, a timeout or a cancellation. */
export class ApiError extends Error {
  /** The failure kind. */
  readonly code: ApiErrorCode;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** Parsed response body, when a response arrived. */
  readonly body: unknown;
  /** Seconds from the Retry-After header of a 429, when present. */
  readonly retryAfter: number | undefined;
  constructor(message: string, code: ApiErrorCode, status?: number, body?: unknown, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** Message when a request needs the session token and there is none. */
export const MISSING_TOKEN_MESSAGE = 'Unable to make secure request, current session does not have a token set.';
/** Message of the transactions fetch, which always fails. */
export const TRANSACTIONS_NOT_IMPLEMENTED_MESSAGE = "API Endpoint Default GET '/transactionNoRecord' not implemented";

/** The product API (paths relative to the product prefix, per docs/api/openapi.yaml). */
export interface ApiClient {
  /** GET a path; resolves with the parsed JSON body. */
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** POST a JSON body. */
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  /** PUT a JSON body. */
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  /** PATCH a JSON body. */
  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  /** DELETE a path. */
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** POST multipart form data (uploads). */
  upload<T>(path: string, form: FormData, options?: ApiRequestOptions): Promise<T>;
  /** GET /me: the current user, as is. */
  getMe(): Promise<ApiUser>;
  /** GET /users/{userId}. */
  getUser(userId: string): Promise<ApiUser>;
  /** GET the identity-verification status of user `uid` (fields not shown by the spec). */
  getIdentityVerificationStatus(uid: string): Promise<unknown>;
  /** GET /documents/{pathSegment}/download/google-cloud-url?id={idQuery}: the first argument fills the id query, the second the path segment (spec quirk); data as is. */
  getDocumentDownloadUrl(idQuery: string, pathSegment: string): Promise<unknown>;
  /** Fetches `url` as a blob without product authentication and saves it as `fileName`; any failure becomes a generic Error. */
  downloadFile(url: string, fileName: string): Promise<void>;
  /** The transactions fetch: always rejects with TRANSACTIONS_NOT_IMPLEMENTED_MESSAGE. */
  fetchTransactions(): Promise<never>;
}
export const ApiClient = Symbol('ApiClient');

/** The API's error code when a second factor is needed first (decision 0262). */
export const STEP_UP_REQUIRED = 'step_up_required';

/** Whether `error` is the API asking for a second factor in the session. */
export function isStepUpError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.body as { error?: unknown } | undefined)?.error === STEP_UP_REQUIRED
  );
}

/** The API's own words for the step-up (its `message`), else the error's. */
export function stepUpMessage(error: ApiError): string {
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : error.message;
}
