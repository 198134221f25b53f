import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { screenLocale } from '@/ui/kit/locale-format';
import { formatSize } from '@/ui/library/format-size';
import type { UploadQueue } from '@/ui/library/upload-queue';

const STATE_WORDS = { uploading: 'Uploading', done: 'Uploaded', failed: 'Not uploaded', cancelled: 'Cancelled' } as const;

/** One progress bar per file being uploaded (bytes sent, from the upload's progress events), with a cancel each. */
export const UploadsPanel = observer(function UploadsPanel({ uploads }: { uploads: UploadQueue }): ReactElement | null {
  if (uploads.items.length === 0) return null;
  return (
    <section className="library-uploads" aria-labelledby="uploads-title">
      <div className="library-uploads__head">
        <h2 id="uploads-title">Uploads</h2>
        {uploads.busy ? undefined : (
          <Button className="button button--quiet" onPress={uploads.clearFinished}>
            Clear list
          </Button>
        )}
      </div>
      <ul className="library-uploads__list">
        {uploads.items.map((item) => (
          <li key={item.key} className={`library-upload library-upload--${item.state}`}>
            <div className="library-upload__line">
              <span className="library-upload__name">{item.fileName}</span>
              <span className="library-upload__state">
                {STATE_WORDS[item.state]}
                {item.state === 'uploading' ? ` ${uploads.percent(item)}% of ${formatSize(item.size, screenLocale())}` : ''}
              </span>
              {item.state === 'uploading' ? (
                <Button
                  className="button button--quiet"
                  aria-label={`Cancel upload of ${item.fileName}`}
                  onPress={() => uploads.cancel(item.key)}
                >
                  Cancel
                </Button>
              ) : undefined}
            </div>
            <progress
              className="library-upload__bar"
              max={100}
              value={uploads.percent(item)}
              aria-label={`Upload of ${item.fileName}`}
            />
            {item.message ? (
              <p className="field__error" role="alert">
                {item.message}
              </p>
            ) : undefined}
          </li>
        ))}
      </ul>
    </section>
  );
});
