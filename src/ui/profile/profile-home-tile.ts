import type { HomeTileSource, TileState } from '@/ui/home/home-tile';

/** The profile's tile: always there; the page itself reads the factors through the identity provider. */
export const PROFILE_TILE_STATE: TileState = {
  status: 'Your details, sign-in methods and recent sign-ins',
  tone: 'done',
  action: 'Open profile and security',
};

/** The profile's home tile (no API call: the identity provider answers on the page). */
export const profileHomeTile: HomeTileSource = {
  area: 'profile',
  async load(): Promise<TileState> {
    return PROFILE_TILE_STATE;
  },
};
