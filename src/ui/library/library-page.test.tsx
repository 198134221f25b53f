import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeLibraryApi } from '@/adapters/fakes/fake-library-api';
import { ApiError } from '@/ports/api-client';
import { Clock } from '@/ports/clock';
import { LibraryApi } from '@/ports/library-api';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import LibraryPage from '@/ui/library/library-page';
import { LibraryViewModel } from '@/ui/library/library-view-model';
import { FINISHED_UPLOAD_MS } from '@/ui/library/upload-queue';
import { RouterStore } from '@/ui/routing/router-store';
import { ContainerProvider } from '@/ui/shell/container-context';

const view = reactRootPerTest();

// React Aria's modal reads CSS.escape, which the test DOM lacks.
const css = (globalThis as { CSS?: { escape?: (s: string) => string } }).CSS ?? {};
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

function pdf(name: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

/** The library page on the fake, its view-model resolved from the container the page reads. */
async function page(
  params: { folderId?: string } = {},
  clock = new FakeClock(new Date('2026-11-23T10:00:00Z')),
  api = new FakeLibraryApi(clock),
): Promise<{ api: FakeLibraryApi; clock: FakeClock; vm: LibraryViewModel }> {
  const container = new Container({ autobind: true });
  container.bind(LibraryApi).toConstantValue(api);
  container.bind(Clock).toConstantValue(clock);
  container.bind(RouterStore).toConstantValue({ navigate: vi.fn() } as unknown as RouterStore);
  const vm = new LibraryViewModel(api, clock, { navigate: vi.fn() });
  container.bind(LibraryViewModel).toConstantValue(vm);
  await view.render(
    <ContainerProvider container={container}>
      <LibraryPage params={params} />
    </ContainerProvider>,
  );
  return { api, clock, vm };
}

const button = (name: string): HTMLButtonElement => {
  const found = Array.from(document.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found as HTMLButtonElement;
};

/** The label of the focused element (its `<label for>`). */
function focusedLabel(): string | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement)) return undefined;
  return document.querySelector(`label[for="${active.id}"]`)?.textContent?.replace(/\s*\*$/, '');
}

describe('the library page', () => {
  /** A library with the folder "Taxes" whose folder list answers only when `answerFolders` is called. */
  async function heldFolders(): Promise<{
    clock: FakeClock;
    api: FakeLibraryApi;
    taxesId: string;
    answerFolders: () => Promise<void>;
  }> {
    const clock = new FakeClock(new Date('2026-11-23T10:00:00Z'));
    const api = new FakeLibraryApi(clock);
    const taxesId = (await api.createFolder('Taxes', null)).id;
    const read = api.folders.bind(api);
    const answers: Array<() => void> = [];
    vi.spyOn(api, 'folders').mockImplementation(() => new Promise((resolve) => answers.push(() => void read().then(resolve))));
    return { clock, api, taxesId, answerFolders: () => act(async () => answers.shift()?.()) };
  }

  test("a folder's page shows its folder actions from the start, unavailable until the folders are read: nothing moves", async () => {
    const { clock, api, taxesId, answerFolders } = await heldFolders();
    await page({ folderId: taxesId }, clock, api);
    expect(button('Rename folder').disabled).toBe(true);
    expect(button('Move folder').disabled).toBe(true);
    await answerFolders();
    await vi.waitFor(() => expect(button('Rename folder').disabled).toBe(false));
    expect(button('Move folder').disabled).toBe(false);
  });

  test('the top level has no folder to rename or move: no folder actions, not even while the folders load', async () => {
    const { clock, api, answerFolders } = await heldFolders();
    const { vm } = await page({}, clock, api);
    expect(() => button('Rename folder')).toThrow('no button Rename folder');
    await answerFolders();
    await vi.waitFor(() => expect(vm.foldersRead).toBe(true));
    expect(() => button('Move folder')).toThrow('no button Move folder');
  });

  test('the New folder and Rename dialogs put the focus in their text field', async () => {
    const { api, vm } = await page();
    const folder = await api.createFolder('Taxes', null);
    await act(async () => vm.openDialog('newFolder'));
    await vi.waitFor(() => expect(focusedLabel()).toBe('Folder name'));
    await act(async () => vm.closeDialog());
    await act(async () => vm.openDialog('renameFolder', { id: folder.id, name: 'Taxes', folder_id: null }));
    await vi.waitFor(() => expect(focusedLabel()).toBe('Folder name'));
    expect((document.activeElement as HTMLInputElement).value).toBe('Taxes');
    await act(async () => vm.closeDialog());
    const doc = await api.uploadDocument(pdf('w2.pdf'), 'w2.pdf', null);
    await act(async () => vm.openDialog('renameDocument', { id: doc.id, name: 'w2.pdf', folder_id: null }));
    await vi.waitFor(() => expect(focusedLabel()).toBe('Document name'));
  });

  test('a removal is announced once: the status line says it, the Undo beside it does not repeat it', async () => {
    const { api, vm } = await page();
    const doc = await api.uploadDocument(pdf('Receipt March.pdf'), 'Receipt March.pdf', null);
    await act(async () => vm.show(null));
    await act(async () => vm.openDialog('removeDocument', { id: doc.id, name: doc.name, folder_id: null }));
    await act(async () => vm.submitDialog());
    const text = view.host.textContent ?? '';
    expect(text.split('Receipt March.pdf').length - 1).toBe(1);
    expect(view.host.querySelector('[role="status"]')?.textContent).toBe('“Receipt March.pdf” removed.');
    expect(button('Undo the removal of “Receipt March.pdf”').textContent).toBe('Undo');
  });

  test('a finished upload line goes after a while; a refused one stays until the next action starts', async () => {
    const { api, clock, vm } = await page();
    await act(async () => vm.show(null));
    await act(async () => vm.dropFiles([pdf('w2.pdf')], null));
    expect(view.host.querySelector('.library-upload__state')?.textContent).toBe('Uploaded');
    await act(async () => clock.advance(FINISHED_UPLOAD_MS - 1));
    expect(view.host.querySelector('.library-upload__state')?.textContent).toBe('Uploaded');
    await act(async () => clock.advance(1));
    expect(view.host.querySelector('.library-uploads')).toBeNull();

    api.nextUploadError = new ApiError('400', 'ERR_BAD_REQUEST', 400, {
      error: 'validation',
      fields: { file: ['This file type is not allowed'] },
    });
    await act(async () => vm.dropFiles([pdf('page.html')], null));
    expect(view.host.querySelector('.library-upload__state')?.textContent).toBe('Not uploaded');
    await act(async () => clock.advance(FINISHED_UPLOAD_MS * 2));
    expect(view.host.querySelector('.library-upload__state')?.textContent).toBe('Not uploaded');
    await act(async () => vm.openDialog('newFolder'));
    expect(view.host.querySelector('.library-uploads')).toBeNull();
  });

  test('the versions panel follows its document when it is renamed or moved', async () => {
    const { api, vm } = await page();
    const receipts = await api.createFolder('Receipts', null);
    await api.uploadDocument(pdf('scan.pdf'), 'scan.pdf', null);
    await act(async () => vm.loadFolders());
    await act(async () => vm.show(null));
    const item = vm.list.items[0];
    if (!item) throw new Error('no document');
    await act(async () => vm.openVersions(item));
    expect(view.host.querySelector('#versions-title')?.textContent).toBe('Versions of scan.pdf');
    await act(async () => vm.openDialog('renameDocument', { id: item.id, name: item.name, folder_id: null }));
    await act(async () => vm.dialog?.setName('Scan 2026.pdf'));
    await act(async () => vm.submitDialog());
    expect(view.host.querySelector('#versions-title')?.textContent).toBe('Versions of Scan 2026.pdf');
    expect(view.host.querySelector('[data-testid="versions-folder"]')?.textContent).toBe('In Top level');
    await act(async () => vm.openDialog('moveDocument', { id: item.id, name: 'Scan 2026.pdf', folder_id: null }));
    await act(async () => vm.dialog?.setTarget(receipts.id));
    await act(async () => vm.submitDialog());
    expect(view.host.querySelector('#versions-title')?.textContent).toBe('Versions of Scan 2026.pdf');
    expect(view.host.querySelector('[data-testid="versions-folder"]')?.textContent).toBe('In Receipts');
  });
});
