import { AccountApi } from '@/ports/account-api';
import { AREA_PORTS } from '@/ports/area-ports';
import { AccountSecurity } from '@/ports/account-security';
import { ActingSession } from '@/ports/acting-session';
import { AccountWidgets } from '@/ports/account-widgets';
import { Analytics } from '@/ports/analytics';
import { ApiClient } from '@/ports/api-client';
import { BuildInfo } from '@/ports/build-info';
import { Clock } from '@/ports/clock';
import { HelpChat } from '@/ports/help-chat';
import { IdentityProvider } from '@/ports/identity-provider';
import { CookieKeyValueStorage, KeyValueStorage, SessionKeyValueStorage } from '@/ports/key-value-storage';
import { Monitoring } from '@/ports/monitoring';
import { Navigation } from '@/ports/navigation';
import { PaymentGateway } from '@/ports/payment-gateway';
import { QueryCache } from '@/ports/query-cache';
import { ScriptLoader } from '@/ports/script-loader';
import { ServiceWorkerRegistrar } from '@/ports/service-worker-registrar';
import { SiteConfigSource } from '@/ports/site-config-source';
import { TabChannel } from '@/ports/tab-channel';
import { UserLocale } from '@/ports/user-locale';

/** Every port service identifier; each profile module binds all of them (checked by the wiring tests). */
export const ALL_PORTS: readonly symbol[] = [
  ApiClient,
  IdentityProvider,
  AccountSecurity,
  AccountWidgets,
  PaymentGateway,
  Analytics,
  Monitoring,
  HelpChat,
  KeyValueStorage,
  SessionKeyValueStorage,
  CookieKeyValueStorage,
  SiteConfigSource,
  Clock,
  UserLocale,
  Navigation,
  TabChannel,
  ScriptLoader,
  ServiceWorkerRegistrar,
  QueryCache,
  BuildInfo,
  AccountApi,
  ...Object.values(AREA_PORTS),
];

/** Ports the UI's own module binds (it answers them from its stores), not the profiles. */
export const UI_PORTS: readonly symbol[] = [ActingSession];
