import type { Folder } from '@/domain/library';
import type { HomeTileSource, TileFact, TileState } from '@/ui/home/home-tile';
import { formatCount } from '@/ui/kit/locale-format';

/** The folder the plan documents are filed in after payment (server/plan-documents). */
export const PLAN_DOCUMENTS_FOLDER = 'Plan documents';

/** The library's state in words: how many documents it holds and how many plan documents are filed. */
export function libraryTileState(documentCount: number, planDocuments: number | undefined, locale?: string): TileState {
  const facts: TileFact[] = [{ label: 'Documents', value: formatCount(documentCount, locale) }];
  if (planDocuments !== undefined) facts.push({ label: 'Plan documents filed', value: String(planDocuments) });
  if (documentCount === 0)
    return {
      status: 'No documents yet',
      tone: 'notStarted',
      facts,
      next: 'Your plan documents are filed here once your checkout is paid; you can also upload your own.',
      action: 'Open the library',
    };
  return {
    status: `${formatCount(documentCount, locale)} ${documentCount === 1 ? 'document' : 'documents'}`,
    tone: 'done',
    facts,
    action: planDocuments ? 'See your plan documents' : 'Open the library',
  };
}

/** The library's home tile: the library's overview and the first page of "Plan documents". */
export const libraryHomeTile: HomeTileSource = {
  area: 'library',
  async load(ports, context): Promise<TileState> {
    const library = await ports.library.overview();
    const plan = library.folders.find((f: Folder) => f.folder_id === null && f.name === PLAN_DOCUMENTS_FOLDER);
    const page = plan ? await ports.library.documentPage({ folderId: plan.id, limit: 200 }) : undefined;
    return libraryTileState(library.documentCount, page?.items.length, context.locale);
  },
};
