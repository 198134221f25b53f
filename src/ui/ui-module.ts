import { ContainerModule } from 'inversify';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore } from '@/ui/session/session-store';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { ToastService } from '@/ui/shell/toast-service';

/**
 * The UI's shared stores (singletons) that the first page needs. Stores used only by lazily loaded parts
 * (theme, build check, banner, opt-in) are bound when their chunk loads, and page view-models are bound
 * transient on first use by useViewModel (decision 0062). Load after the ports are bound.
 */
export const uiModule = new ContainerModule(({ bind }) => {
  for (const store of [StoreRegistry, ToastService, RouterStore, AdminModeStore, SessionStore]) {
    bind(store as never).toSelf().inSingletonScope();
  }
});
