import { ContainerModule } from 'inversify';
import { ApiClient } from '@/ports/api-client';
import { ActingAsApiClient } from '@/ui/admin/acting-as-api-client';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore } from '@/ui/session/session-store';
import { SecondFactorGate } from '@/ui/sign-in/second-factor-gate';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import { BuildVersionCheck } from '@/ui/shell/build-version-check';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { ToastService } from '@/ui/shell/toast-service';

/**
 * The UI's shared stores (singletons) that the first page needs. Stores used only by lazily loaded parts
 * (theme, banner, opt-in) are bound when their chunk loads, and page view-models are bound
 * transient on first use by useViewModel (decision 0062). The bound ApiClient is wrapped so that every call
 * carries X-Act-As while this tab is in admin mode (decision 0063). Load after the ports are bound.
 */
export const uiModule = new ContainerModule(({ bind, onActivation }) => {
  for (const store of [
    StoreRegistry,
    ToastService,
    BuildVersionCheck,
    RouterStore,
    AdminModeStore,
    SessionStore,
    SecondFactorGate,
    StepUpPrompt,
  ]) {
    bind(store as never)
      .toSelf()
      .inSingletonScope();
  }
  onActivation<ApiClient>(ApiClient, (context, api) =>
    api instanceof ActingAsApiClient
      ? api
      : new ActingAsApiClient(api, context.get(AdminModeStore), context.get(StepUpPrompt).ask),
  );
});
