import { injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';

/** What a toast says. */
export interface ToastContent {
  /** The message. */
  title: string;
  /** Tone of the toast. */
  tone?: 'info' | 'error';
}

/**
 * App-wide toasts. The toast region (the component kit's, loaded with the first toast) shows each for
 * TIMERS.toastDurationMs; toasts shown before it has loaded wait in `pending`.
 */
@injectable()
export class ToastService {
  /** Toasts not yet handed to the region, oldest first. */
  readonly pending: ToastContent[] = [];
  /** True once a toast was shown (the region's code is loaded from then on). */
  used = false;
  private sink: ((content: ToastContent) => void) | undefined;

  constructor() {
    makeObservable<ToastService, 'sink'>(this, { used: observable, sink: false });
  }

  /** Shows a toast. */
  show(content: ToastContent): void {
    runInAction(() => (this.used = true));
    if (this.sink) this.sink(content);
    else this.pending.push(content);
  }

  /** The region takes over: receives the pending toasts, then every new one; returns a detach function. */
  attach(sink: (content: ToastContent) => void): () => void {
    this.sink = sink;
    for (const content of this.pending.splice(0)) sink(content);
    return () => {
      if (this.sink === sink) this.sink = undefined;
    };
  }
}
