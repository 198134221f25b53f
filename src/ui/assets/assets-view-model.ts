import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PlanAsset, PlanTransaction, PlanValue } from '@/domain/assets/asset-records';
import { type AllocationSlice, allocationByType } from '@/domain/assets/plan-value';
import { AssetsApi } from '@/ports/assets-api';

/** Shown when the assets or their transactions could not be loaded. */
export const ASSETS_LOAD_FAILED = 'Some of your assets or transactions could not be loaded. Try again in a moment.';

/** The assets page: the plan's assets, totals, allocation by type and transactions (spec section 8 store rules). */
@injectable()
export class AssetsViewModel {
  /** The plan's assets, oldest first. */
  assets: PlanAsset[] = [];
  /** Every transaction of the plan, newest first. */
  transactions: PlanTransaction[] = [];
  /** The plan's value now and at year end. */
  planValue: PlanValue | undefined = undefined;
  /** True while loading. */
  loading = false;
  /** True when a store fetch failed (its error was logged); the page says so. */
  hasErrors = false;
  /** Support's e-mail from the product configuration, when it names one. */
  supportEmail: string | undefined = undefined;

  constructor(@inject(AssetsApi) private readonly api: AssetsApi) {
    makeAutoObservable<AssetsViewModel, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Total purchase price of every asset, in cents. */
  get totalPurchaseCents(): number {
    return this.assets.reduce((sum, a) => sum + a.purchaseTotalCents, 0);
  }

  /** Total current value of every asset, in cents. */
  get totalValueCents(): number {
    return this.assets.reduce((sum, a) => sum + a.currentValueCents, 0);
  }

  /** Current values by asset type, largest first. */
  get allocation(): AllocationSlice[] {
    return allocationByType(this.assets.map((a) => ({ type: a.type, valueCents: a.currentValueCents })));
  }

  /** Loads assets, plan value and transactions; a failure is logged and sets hasErrors. */
  async load(): Promise<void> {
    this.loading = true;
    this.hasErrors = false;
    const [assets, value] = await Promise.all([
      this.fetch(() => this.api.assets()),
      this.fetch(() => this.api.planValue()),
      this.loadTransactions(),
    ]);
    runInAction(() => {
      if (assets) this.assets = assets;
      if (value) this.planValue = value;
      this.loading = false;
    });
  }

  /**
   * The plan's transactions. Where the server has no plan-wide list, the port fails with the spec's store error
   * 'API Endpoint Default GET '/transactionNoRecord' not implemented' (section 8), logged like any other failure.
   */
  async loadTransactions(): Promise<void> {
    const list = await this.fetch(() => this.api.planTransactions());
    if (list) runInAction(() => (this.transactions = list));
  }

  /** Starts loading (and reads support's e-mail for the prohibited-transaction stop). */
  activate(): void {
    void this.load();
    this.api
      .supportEmail()
      .then((email) => runInAction(() => (this.supportEmail = email)))
      .catch(() => undefined);
  }

  private async fetch<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      // Spec section 8: a store fetch failure is logged and sets hasErrors.
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.hasErrors = true));
      return undefined;
    }
  }
}
