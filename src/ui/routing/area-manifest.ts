import type { HomeTileSource } from '@/ui/home/home-tile';
import type { PageModule } from '@/ui/routing/page-table';

/** What a page's prerendered frame paints before any script (decision 0207). */
export interface FrameText {
  /** The frame's heading: the page's own heading where that does not depend on data; the title when not given. */
  readonly heading?: string;
  /** A line under the heading while the page loads, where the page's first text is larger than its heading. */
  readonly lead?: string;
}

/** A further page of an area beside its own path: a deep link, a landing page. Signed-in, like the area. */
export interface AreaPage extends FrameText {
  /** Path pattern: literal segments and `:name` parameters (only a literal one gets a prerendered frame). */
  readonly pattern: string;
  /** Document title of the page. */
  readonly title: string;
  /** Loads the page's code (a separate chunk). */
  readonly load: () => Promise<PageModule>;
  /** Passed to the page as `variant`. */
  readonly variant?: string;
}

/**
 * One product area of the signed-in app (docs/ui.md "Adding an area"): written in the area's folder as
 * `<area>-area.ts` and listed once in src/ui/areas.ts, from which the page table, the prerendered frames and home's
 * tiles are derived. The shell holds every manifest, so a manifest names code only through `import()`: a static
 * import of a page or tile would move it into the start-up chunks (areas.test.ts checks it).
 */
export interface AreaManifest extends FrameText {
  /** Unique key: passed to the page as `variant`, and the `area` of its tile source. */
  readonly key: string;
  /** The area's own path (literal segments only), which its tile on home links to. */
  readonly path: string;
  /** Document title of its page, and the title of its tile on home. */
  readonly title: string;
  /** Loads the area's page (a separate chunk); none while the area is not built: home says "Not built yet". */
  readonly load?: () => Promise<PageModule>;
  /** Loads the source of its tile's state on home (docs/ui.md "Home tiles"); none: the tile is a plain link. */
  readonly tile?: () => Promise<HomeTileSource>;
  /** Its further pages, if any. */
  readonly pages?: readonly AreaPage[];
}
