/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MODE?: string;
  readonly VITE_API_BASE_URL?: string;
  /** The public address of tags and signing links (config/env.ts). */
  readonly VITE_PUBLIC_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** True in demo builds (VITE_API_MODE=mock); replaced by a literal at build time. */
declare const __DEMO__: boolean;
