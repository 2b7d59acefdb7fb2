/**
 * Build-time switches, read once. `VITE_EMBEDDED=1` builds the third-party embedded variant
 * (docs/decisions/002-embedded-mode.md). A plain const, so the bundler folds it and drops the other variant's code.
 */
export const EMBEDDED: boolean = import.meta.env.VITE_EMBEDDED === '1';
