/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL (vite envPrefix 'API_URL'); the apps default to '/api'. */
  readonly API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
