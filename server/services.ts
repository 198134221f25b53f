import type { AppDeps } from './app-deps';
import { AssetService } from './assets/asset-service';
import { AssetValueService } from './assets/asset-value-service';
import type { AccountLinker } from './bank/account-linker';
import { BankApplicationService } from './bank/bank-application-service';
import { bankServiceDeps } from './bank/bank-routes';
import { BeneficiaryService } from './beneficiaries/beneficiary-service';
import type { PaymentGateway } from './billing/payment-gateway';
import { PaymentService, paymentLeaseMs } from './billing/payment-service';
import { DistributionService } from './distributions/distribution-service';
import { IdentityService, type IdentityServiceOptions } from './identity/identity-service';
import type { Outbox } from './identity/outbox';
import { Sessions } from './identity/sessions';
import { TotpService } from './identity/totp-service';
import { WebauthnService } from './identity/webauthn-service';
import { InvitationService } from './invitations/invitation-service';
import { DocumentService } from './library/document-service';
import { FolderService } from './library/folder-service';
import { LoanService } from './loans/loan-service';
import { RolloverService } from './rollovers/rollover-service';
import type { IdentityScorer } from './verification/identity-scorer';

/**
 * The product API's services, each built once per app by `productServices` and handed to the route plugins that use it.
 * Route files and services never construct a service: a service that needs another is given it here
 * (test/architecture/service-composition.test.ts).
 */
export interface ProductServices {
  folders: FolderService;
  documents: DocumentService;
  assets: AssetService;
  assetValues: AssetValueService;
  loans: LoanService;
  distributions: DistributionService;
  beneficiaries: BeneficiaryService;
  rollovers: RolloverService;
  invitations: InvitationService;
  payments: PaymentService;
  bank: BankApplicationService;
}

/** What the product services need beyond AppDeps: the app's ports. */
export interface ServicePorts {
  gateway: PaymentGateway;
  scorer: IdentityScorer;
  outbox: Outbox;
  /** The account linker (default: the local stand-in, micro-deposits to the outbox) and the local review delay. */
  bank?: { linker?: AccountLinker; reviewDelayMs?: number };
}

/** Builds every product service of one app from its dependencies and ports. */
export function productServices(deps: AppDeps, ports: ServicePorts): ProductServices {
  const folders = new FolderService(deps.db, deps.clock);
  const assets = new AssetService(deps.db, deps.clock);
  return {
    folders,
    documents: new DocumentService(deps.db, folders, deps.blobs, deps.clock),
    assets,
    assetValues: new AssetValueService(deps.db, assets, deps.clock),
    loans: new LoanService(deps.db, assets, deps.blobs, deps.cipher, deps.clock, deps.config.primeRatePercent),
    distributions: new DistributionService(deps.db, deps.clock),
    beneficiaries: new BeneficiaryService(deps.db, deps.blobs, deps.cipher, deps.clock),
    rollovers: new RolloverService(deps.db, deps.blobs, deps.cipher, deps.clock),
    invitations: new InvitationService(deps.db, deps.cipher, ports.outbox, deps.clock, deps.config.publicOrigin),
    payments: new PaymentService(deps.db, ports.gateway, { leaseMs: paymentLeaseMs() }),
    bank: new BankApplicationService(bankServiceDeps(deps, ports.scorer, ports.outbox, ports.bank)),
  };
}

/** The embedded identity API's services, sharing one session keeper. */
export interface IdentityServices {
  identity: IdentityService;
  totp: TotpService;
  webauthn: WebauthnService;
}

/** Builds the embedded identity API's services (local profile; the identity plugin is given them). */
export function identityServices(opts: IdentityServiceOptions): IdentityServices {
  const sessions = new Sessions(opts);
  return {
    identity: new IdentityService(opts, sessions),
    totp: new TotpService(sessions, opts.db, opts.cipher, opts.issuer),
    webauthn: new WebauthnService(sessions, opts.db, opts.allowedRedirectOrigins, opts.issuer),
  };
}
