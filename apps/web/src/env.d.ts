/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts `define`; absent when modules run outside Vite's build (unit tests). */
  readonly PRODUCTION_HOSTS?: string;
  readonly DEV_API_ORIGIN?: string;
}
