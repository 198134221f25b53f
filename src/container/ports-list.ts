import { AccountApi } from '@/ports/account-api';
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
import { BankApi } from '@/ports/bank-api';
import { LibraryApi } from '@/ports/library-api';
import { CheckoutApi } from '@/ports/checkout-api';
import { LoansApi } from '@/ports/loans-api';
import { RolloversApi } from '@/ports/rollovers-api';
import { AssetsApi } from '@/ports/assets-api';
import { BeneficiariesApi } from '@/ports/beneficiaries-api';
import { InvitationsApi } from '@/ports/invitations-api';
import { ProfileApi } from '@/ports/profile-api';
import { SupportApi } from '@/ports/support-api';
import { DistributionsApi } from '@/ports/distributions-api';
import { ContributionsApi } from '@/ports/contributions-api';
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
  LibraryApi,
  BankApi,
  LoansApi,
  CheckoutApi,
  RolloversApi,
  AssetsApi,
  BeneficiariesApi,
  DistributionsApi,
  InvitationsApi,
  ProfileApi,
  SupportApi,
  ContributionsApi,
];

/** Ports the UI's own module binds (it answers them from its stores), not the profiles. */
export const UI_PORTS: readonly symbol[] = [ActingSession];
