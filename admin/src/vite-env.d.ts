/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; '/api' (same origin) when unset. */
  readonly API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
