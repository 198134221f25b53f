import type { ActingSession } from '@/ports/acting-session';
import { type ApiClient, type ApiRequestOptions, type ApiUser, isStepUpError, stepUpMessage } from '@/ports/api-client';

/** Header that makes a support user's request act as a participant (docs/api/openapi.yaml). */
export const ACT_AS_HEADER = 'X-Act-As';

/**
 * The product API as the current tab sees it (decisions 0063, 0262, 0302): while admin mode is on, every call carries
 * X-Act-As with the participant's id (a request that sets the header itself keeps its own); a call the API answers with
 * step_up_required waits for the user's second factor and is sent once more. The composition root binds the ApiClient
 * port to this decorator of the transport, once, so every store and adapter resolved from the container, in any order,
 * shares it. `session` answers the tab's ActingSession once the UI has bound it (never acting, no step-up before).
 */
export class ActingAsApiClient implements ApiClient {
  constructor(
    private readonly inner: ApiClient,
    private readonly session: () => ActingSession | undefined,
  ) {}

  get<T>(path: string, options?: ApiRequestOptions): Promise<T> {
    return this.steppedUp(() => this.inner.get<T>(path, this.acting(options)));
  }

  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
    return this.steppedUp(() => this.inner.post<T>(path, body, this.acting(options)));
  }

  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
    return this.steppedUp(() => this.inner.put<T>(path, body, this.acting(options)));
  }

  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
    return this.steppedUp(() => this.inner.patch<T>(path, body, this.acting(options)));
  }

  delete<T>(path: string, options?: ApiRequestOptions): Promise<T> {
    return this.steppedUp(() => this.inner.delete<T>(path, this.acting(options)));
  }

  upload<T>(path: string, form: FormData, options?: ApiRequestOptions): Promise<T> {
    return this.steppedUp(() => this.inner.upload<T>(path, form, this.acting(options)));
  }

  private async steppedUp<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const session = this.session();
      if (session && isStepUpError(error) && (await session.stepUp(stepUpMessage(error)))) return call();
      throw error;
    }
  }

  getMe(): Promise<ApiUser> {
    return this.actingAs() ? this.get<ApiUser>('/me') : this.inner.getMe();
  }

  getUser(userId: string): Promise<ApiUser> {
    return this.actingAs() ? this.get<ApiUser>(`/users/${encodeURIComponent(userId)}`) : this.inner.getUser(userId);
  }

  getIdentityVerificationStatus(uid: string): Promise<unknown> {
    return this.inner.getIdentityVerificationStatus(uid);
  }

  getDocumentDownloadUrl(idQuery: string, pathSegment: string): Promise<unknown> {
    return this.inner.getDocumentDownloadUrl(idQuery, pathSegment);
  }

  downloadFile(url: string, fileName: string): Promise<void> {
    return this.inner.downloadFile(url, fileName);
  }

  fetchTransactions(): Promise<never> {
    return this.inner.fetchTransactions();
  }

  private actingAs(): string | undefined {
    return this.session()?.actingAs();
  }

  private acting(options: ApiRequestOptions | undefined): ApiRequestOptions | undefined {
    const id = this.actingAs();
    if (id === undefined || options?.skipAuth) return options;
    return { ...options, headers: { [ACT_AS_HEADER]: id, ...options?.headers } };
  }
}
