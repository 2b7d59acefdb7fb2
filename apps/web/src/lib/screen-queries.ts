/**
 * The query each screen that takes one is opened with, by the screen's generated name (lib/screen-paths.gen.ts):
 * `href(screen.name, query)` (lib/paths.ts) is checked against it, and a screen named here takes no other query. A
 * feature declares its screens' queries beside their descriptors, by adding to this interface
 * (`declare module '…/lib/screen-queries'`); a screen not named here takes none (navigate to `screen.name`). Types only: nothing is bundled.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface ScreenQueries {}

/** A value of a screen's query; empty ones (undefined, null, '') are left out of the URL. */
export type QueryValue = string | number | null | undefined;
