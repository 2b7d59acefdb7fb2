import type { PictureReferenceFinder } from '../../kernel/module';

export type { PictureReferenceFinder };

/**
 * The modules whose rows may hold uploaded pictures' URLs (certification materials, bill complaints…). Each module
 * adds a finder for its own tables when the app is wired, so the pictures module never reads another module's rows.
 */
export function createPictureReferences() {
  const finders = new Map<string, PictureReferenceFinder>();
  return {
    add(name: string, finder: PictureReferenceFinder): void {
      if (finders.has(name)) throw new Error(`picture references of ${name} are registered twice`);
      finders.set(name, finder);
    },

    names: (): string[] => [...finders.keys()],

    /** The picUrls among `picUrls` that any registered module refers to. */
    async referenced(picUrls: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const finder of finders.values()) {
        const rest = picUrls.filter((url) => !found.has(url));
        if (rest.length === 0) break;
        for (const url of await finder(rest)) found.add(url);
      }
      return found;
    },
  };
}
export type PictureReferences = ReturnType<typeof createPictureReferences>;
