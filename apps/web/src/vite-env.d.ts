/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `1` builds the third-party embedded variant (reduced route list, no tab bar); see docs/decisions/002-embedded-mode.md. */
  readonly VITE_EMBEDDED?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
