import type { Container } from 'inversify';
import { ApiClient, type ApiRequestOptions, type ApiUser } from '@/ports/api-client';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { isStepUpError, StepUpPrompt, stepUpMessage } from '@/ui/sign-in/step-up-prompt';

/** Header that makes a support user's request act as a participant (docs/api/openapi.yaml). */
export const ACT_AS_HEADER = 'X-Act-As';

/**
 * The product API as the current tab sees it: while admin mode is on, every call carries X-Act-As with the
 * participant's id (a request that sets the header itself keeps its own). Wraps the bound ApiClient (uiModule).
 */
export class ActingAsApiClient implements ApiClient {
  constructor(
    private readonly inner: ApiClient,
    private readonly adminMode: Pick<AdminModeStore, 'mode'>,
    /** Asks the user for a second factor when the API answers step_up_required (issue 17); the call is then retried once. */
    private readonly stepUp?: (message: string) => Promise<boolean>,
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
      if (this.stepUp && isStepUpError(error) && (await this.stepUp(stepUpMessage(error)))) return call();
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
    return this.adminMode.mode.enabled ? this.adminMode.mode.id : undefined;
  }

  private acting(options: ApiRequestOptions | undefined): ApiRequestOptions | undefined {
    const id = this.actingAs();
    if (id === undefined || options?.skipAuth) return options;
    return { ...options, headers: { [ACT_AS_HEADER]: id, ...options?.headers } };
  }
}

/**
 * Makes sure the container's ApiClient is wrapped (uiModule's activation handler cannot see a `toService`
 * binding): rebinds ApiClient to the wrapped instance when it is not already. Call once, before anything resolves it.
 */
export function ensureActingAsApiClient(container: Container): void {
  const api = container.get<ApiClient>(ApiClient);
  if (api instanceof ActingAsApiClient) return;
  container.unbind(ApiClient);
  container
    .bind<ApiClient>(ApiClient)
    .toConstantValue(new ActingAsApiClient(api, container.get(AdminModeStore), container.get(StepUpPrompt).ask));
}
