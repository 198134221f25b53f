import { ContainerModule } from 'inversify';
import { ActingSession } from '@/ports/acting-session';
import { AREA_PORTS, areaPortsBy } from '@/ports/area-ports';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { TabActingSession } from '@/ui/admin/tab-acting-session';
import { TilePorts } from '@/ui/home/home-tile';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore } from '@/ui/session/session-store';
import { SecondFactorGate } from '@/ui/sign-in/second-factor-gate';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import { BuildVersionCheck } from '@/ui/shell/build-version-check';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { ToastService } from '@/ui/shell/toast-service';

/**
 * The UI's shared stores (singletons) that the first page needs. Stores used only by lazily loaded parts (theme,
 * banner, opt-in, a page's factories) and the pages' view-models are not bound anywhere: the container resolves them
 * itself, in the scope their `@injectable` names (its `autobind`, set by the composition root; decision 0302). The tab's ActingSession (admin mode and the step-up
 * prompt) is what the ApiClient's decorator, bound by the composition root, reads (decisions 0063, 0302). Home's tiles
 * read the area ports as one bundle, `TilePorts`.
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
  bind(TilePorts).toDynamicValue((ctx): TilePorts => areaPortsBy((key) => ctx.get(AREA_PORTS[key])));
});
