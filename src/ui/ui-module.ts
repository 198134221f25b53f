import { ContainerModule } from 'inversify';
import { ActingSession } from '@/ports/acting-session';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { TabActingSession } from '@/ui/admin/tab-acting-session';
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
 * transient on first use by useViewModel (decision 0062). The tab's ActingSession (admin mode and the step-up
 * prompt) is what the ApiClient's decorator, bound by the composition root, reads (decisions 0063, 0302).
 */
export const uiModule = new ContainerModule(({ bind }) => {
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
  bind(ActingSession).to(TabActingSession).inSingletonScope();
});
