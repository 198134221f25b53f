import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { formatDate, formatTime, screenLocale } from '@/ui/kit/locale-format';
import { formatSize, uploaderLabel } from '@/ui/library/format-size';
import type { LibraryViewModel } from '@/ui/library/library-view-model';

/** Every version of the open document: date, size, who uploaded it, and a download each. */
export const VersionsPanel = observer(function VersionsPanel({ vm }: { vm: LibraryViewModel }): ReactElement | null {
  const doc = vm.versionsOf;
  if (!doc) return null;
  return (
    <section className="library-versions" aria-labelledby="versions-title">
      <div className="library-versions__head">
        <h2 id="versions-title">Versions of {doc.name}</h2>
        <p className="muted" data-testid="versions-folder">
          In {vm.folderNameOf(doc.folder_id)}
        </p>
        <Button className="button" onPress={() => vm.openDialog('uploadVersion', doc)}>
          Upload new version
        </Button>
        <Button className="button button--quiet" onPress={vm.closeVersions}>
          Close versions
        </Button>
      </div>
      <StackedTable className="library-versions__table">
        <thead>
          <tr>
            <th scope="col">Uploaded</th>
            <th scope="col">File</th>
            <th scope="col">Size</th>
            <th scope="col">Uploaded by</th>
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {vm.versions.map((v, i) => (
            <tr key={v.id}>
              <td>
                {formatDate(v.created_at)}, {formatTime(v.created_at)}
                {i === 0 ? ' (latest)' : ''}
              </td>
              <td>{v.name}</td>
              <td>{formatSize(v.size, screenLocale())}</td>
              <td>{uploaderLabel(v.uploaded_by)}</td>
              <td>
                <Button
                  className="button button--quiet"
                  aria-label={`Download version of ${formatDate(v.created_at)}, ${formatTime(v.created_at)}: ${v.name}`}
                  isDisabled={vm.downloads.downloading === v.id}
                  onPress={() => void vm.download(doc, v)}
                >
                  Download
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </section>
  );
});
