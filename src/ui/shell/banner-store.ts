import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { BANNER_DISMISSED_KEY } from '@/ui/shell/storage-keys';

/** The dismissible banner: dismissed until the flag is reset (500 ms after logout). */
@injectable('Singleton')
export class BannerStore {
  /** True once the person dismissed the banner. */
  dismissed: boolean;

  constructor(@inject(KeyValueStorage) private readonly local: KeyValueStorage) {
    this.dismissed = local.get(BANNER_DISMISSED_KEY) === 'true';
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Hides the banner and remembers it. */
  dismiss(): void {
    this.local.set(BANNER_DISMISSED_KEY, 'true');
    this.dismissed = true;
  }

  /** Reads the flag again (it is reset outside this store at logout). */
  reload(): void {
    this.dismissed = this.local.get(BANNER_DISMISSED_KEY) === 'true';
  }
}
