/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL (vite envPrefix 'API_URL'); the apps default to '/api'. */
  readonly API_URL?: string;
  /** Map tile server URL template ({s}, {z}, {x}, {y}); OpenStreetMap's by default. */
  readonly VITE_TILE_URL?: string;
  /** Attribution (HTML) shown for the tile server. */
  readonly VITE_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
