import { ContainerModule } from 'inversify';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore } from '@/ui/session/session-store';
import { BannerStore } from '@/ui/shell/banner-store';
import { BuildInfo, browserBuildInfo } from '@/ui/shell/build-info';
import { BuildVersionCheck } from '@/ui/shell/build-version-check';
import { OptInStore } from '@/ui/shell/opt-in-store';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { ThemeStore } from '@/ui/shell/theme-store';
import { ToastService } from '@/ui/shell/toast-service';

/**
 * The UI's shared stores (singletons). Page view-models are bound transient on first use by
 * useViewModel, so that they load with their lazily loaded pages. Load after the ports are bound.
 */
export const uiModule = new ContainerModule(({ bind, isBound }) => {
  for (const store of [StoreRegistry, ToastService, RouterStore, AdminModeStore, SessionStore, BannerStore, OptInStore, ThemeStore, BuildVersionCheck]) {
    bind(store as never).toSelf().inSingletonScope();
  }
  if (!isBound(BuildInfo)) bind(BuildInfo).toConstantValue(browserBuildInfo);
});
