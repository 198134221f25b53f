import type { AppDeps } from './app-deps';
import { AssetService } from './assets/asset-service';
import { AssetValueService } from './assets/asset-value-service';
import type { AccountLinker } from './bank/account-linker';
import { BankApplicationService } from './bank/bank-application-service';
import { BankApplicationStore } from './bank/bank-application-store';
import { bankServiceDeps, onboardingLink } from './bank/bank-routes';
import { LocalAccountLinker } from './bank/local-account-linker';
import { IdentityStore } from './identity/identity-store';
import { UserStatusStore } from './identity/management-user-status';
import type { IdentityTables } from './identity/schema';
import { EmbeddedFactorReset, type IdentityFactorReset } from './support/identity-factor-reset';
import type { Kysely } from 'kysely';
import { BeneficiaryService } from './beneficiaries/beneficiary-service';
import type { PaymentGateway } from './billing/payment-gateway';
import { PaymentService, paymentLeaseMs } from './billing/payment-service';
import { StepStore } from './checkout/step-store';
import { ContributionLedger } from './contributions/contribution-ledger';
import { ContributionSummaries } from './contributions/contribution-summary';
import { TaxFormDocuments } from './contributions/distribution-tax-forms';
import { Form5500EzDocuments } from './contributions/form-5500-ez-document';
import { Form5500EzStatuses } from './contributions/form-5500-ez-status';
import { DistributionService } from './distributions/distribution-service';
import { ExcessAnnualAdditionsCorrections } from './distributions/excess-annual-additions-corrections';
import { ExcessDeferralCorrections } from './distributions/excess-deferral-corrections';
import { RothConversions } from './distributions/roth-conversions';
import { IdentityService, type IdentityServiceOptions } from './identity/identity-service';
import type { Mailer } from './mail/mailer';
import { Sessions } from './identity/sessions';
import { TotpService } from './identity/totp-service';
import { WebauthnService } from './identity/webauthn-service';
import { InvitationService } from './invitations/invitation-service';
import { DocumentPages } from './library/document-pages';
import { DocumentService } from './library/document-service';
import { FolderService } from './library/folder-service';
import { LoanService } from './loans/loan-service';
import { PlanDocumentFiler } from './plan-documents/plan-document-filer';
import { PlanAmendmentService } from './plan-amendments/plan-amendment-service';
import { PlanTerminations } from './plan-termination/plan-termination-service';
import { RolloverService } from './rollovers/rollover-service';
import { PlanTakeoverService } from './plan-takeover/plan-takeover-service';
import { StatementService } from './statements/statement-service';
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
  /** Bringing a plan from elsewhere (decisions 0343, 0344). */
  planTakeover: PlanTakeoverService;
  /** The trust account's statements (decision 0333). */
  statements: StatementService;
  invitations: InvitationService;
  payments: PaymentService;
  bank: BankApplicationService;
  /** The bank application's rows, for its routes' reads. */
  bankStore: BankApplicationStore;
  /** Checkout and bank application step data. */
  steps: StepStore;
  /** The library's listing pages. */
  documentPages: DocumentPages;
  /** The plan documents of a paid checkout. */
  planDocuments: PlanDocumentFiler;
  /** The plan's amendments and restatement (decision 0341). */
  planAmendments: PlanAmendmentService;
  contributionLedger: ContributionLedger;
  contributionSummaries: ContributionSummaries;
  form5500EzStatuses: Form5500EzStatuses;
  form5500EzDocuments: Form5500EzDocuments;
  taxFormDocuments: TaxFormDocuments;
  excessDeferralCorrections: ExcessDeferralCorrections;
  rothConversions: RothConversions;
  excessAnnualAdditionsCorrections: ExcessAnnualAdditionsCorrections;
  /** The product's record of each user's status (enabled, disabled), set by support and the management widget. */
  userStatuses: UserStatusStore;
  /** The embedded identity service's tokens (disabling a user ends their sessions). */
  identityTokens: IdentityStore;
  /** Resets a user's second factors in the embedded identity service's tables; none in production (Descope's). */
  embeddedFactorReset?: IdentityFactorReset;
  /** Sends the product's e-mail through the mail port (decision 0323). */
  mailer: Mailer;
  /** Ending the plan: the resolution and the wind-up checklist (decision 0339). */
  planTerminations: PlanTerminations;
}

/** What the product services need beyond AppDeps: the app's ports. */
export interface ServicePorts {
  gateway: PaymentGateway;
  scorer: IdentityScorer;
  /** Renders and sends the product's e-mail (decision 0323). */
  mailer: Mailer;
  /** The account linker (default: the local stand-in, micro-deposits by e-mail) and the local review delay. */
  bank?: { linker?: AccountLinker; reviewDelayMs?: number };
}

/** Builds every product service of one app from its dependencies and ports. */
export function productServices(deps: AppDeps, ports: ServicePorts): ProductServices {
  const folders = new FolderService(deps.db, deps.clock);
  const assets = new AssetService(deps.db, deps.clock);
  const distributions = new DistributionService(deps.db, deps.clock);
  const bankStore = new BankApplicationStore(deps.db);
  const linker = ports.bank?.linker ?? new LocalAccountLinker(ports.mailer, deps.cipher, onboardingLink(deps.config));
  // The embedded identity service's tables, in the same database (DB includes them; kysely's type is invariant).
  const identityDb = deps.db as unknown as Kysely<IdentityTables>;
  return {
    folders,
    documents: new DocumentService(deps.db, folders, deps.blobs, deps.clock),
    assets,
    assetValues: new AssetValueService(deps.db, assets, deps.clock),
    loans: new LoanService(deps.db, assets, deps.blobs, deps.cipher, deps.clock, deps.config.primeRatePercent),
    distributions,
    beneficiaries: new BeneficiaryService(deps.db, deps.blobs, deps.cipher, deps.clock),
    rollovers: new RolloverService(deps.db, deps.blobs, deps.cipher, deps.clock),
    planTakeover: new PlanTakeoverService(deps.db, deps.clock),
    statements: new StatementService(deps.db, deps.clock),
    invitations: new InvitationService(deps.db, deps.cipher, ports.mailer, deps.clock, deps.config.publicOrigin),
    payments: new PaymentService(deps.db, ports.gateway, { leaseMs: paymentLeaseMs() }),
    bank: new BankApplicationService(bankServiceDeps(deps, bankStore, ports.scorer, linker, ports.bank?.reviewDelayMs)),
    bankStore,
    steps: new StepStore(deps.db, deps.cipher),
    documentPages: new DocumentPages(deps.db),
    planDocuments: new PlanDocumentFiler(deps.db, deps.blobs, deps.clock, deps.cipher),
    planAmendments: new PlanAmendmentService(
      deps.db,
      deps.blobs,
      deps.clock,
      new PlanDocumentFiler(deps.db, deps.blobs, deps.clock, deps.cipher),
    ),
    contributionLedger: new ContributionLedger(deps.db, deps.clock),
    contributionSummaries: new ContributionSummaries(deps.db),
    form5500EzStatuses: new Form5500EzStatuses(deps.db, deps.clock),
    form5500EzDocuments: new Form5500EzDocuments(deps.db, deps.blobs, deps.clock, deps.cipher),
    taxFormDocuments: new TaxFormDocuments(deps.db, deps.blobs, deps.clock, deps.cipher),
    excessDeferralCorrections: new ExcessDeferralCorrections(deps.db, distributions, deps.clock),
    rothConversions: new RothConversions(deps.db, deps.clock),
    excessAnnualAdditionsCorrections: new ExcessAnnualAdditionsCorrections(deps.db, distributions, deps.clock),
    userStatuses: new UserStatusStore(deps.db),
    identityTokens: new IdentityStore(identityDb),
    embeddedFactorReset: deps.config.profile === 'production' ? undefined : new EmbeddedFactorReset(identityDb, deps.clock),
    mailer: ports.mailer,
    planTerminations: new PlanTerminations(deps.db, deps.blobs, deps.cipher, deps.clock),
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
