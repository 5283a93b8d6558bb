/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The authentication base (default `/auth`). */
  readonly VITE_AUTH_BASE?: string;
  /** The main API base (default `/api`). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
