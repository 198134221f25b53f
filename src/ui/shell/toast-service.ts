import { injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TIMERS } from '@/domain/constants';

/** What a toast says. */
export interface ToastContent {
  /** The message. */
  title: string;
  /** Tone of the toast. */
  tone?: 'info' | 'error';
}

/** App-wide toasts (the component kit's queue); each lasts 5000 ms. */
@injectable()
export class ToastService {
  /** The queue the toast region renders. */
  readonly queue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });
  /** True once a toast was shown (the toast region's code is loaded from then on). */
  used = false;

  constructor() {
    makeObservable(this, { used: observable });
  }

  /** Shows a toast for TIMERS.toastDurationMs. */
  show(content: ToastContent): void {
    runInAction(() => (this.used = true));
    this.queue.add(content, { timeout: TIMERS.toastDurationMs });
  }
}
