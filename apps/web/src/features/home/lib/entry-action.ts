import type { HomeFuncEntry } from '@parking/contracts';
import { loginPath, Paths } from '../../../lib/paths';

/** Entry types of the home menu (contracts: 1 in-app route, 2 external H5 page). */
export const EntryType = { ROUTE: 1, EXTERNAL: 2 } as const;

export type EntryAction = { kind: 'navigate'; to: string } | { kind: 'external'; pageId: string; needLogin: boolean };

/**
 * What tapping an entry does. Entries that need login send anonymous drivers to login first, coming back to the
 * entry's page afterwards. In-app routes that are not built yet land on the 404 page, which leads back home.
 */
export function entryAction(entry: HomeFuncEntry, loggedIn: boolean): EntryAction {
  const external = entry.entryType === EntryType.EXTERNAL;
  const target = entry.entryUrl.startsWith('/') || external ? entry.entryUrl : `/${entry.entryUrl}`;
  if (entry.needLogin && !loggedIn) return { kind: 'navigate', to: loginPath(external ? Paths.HOME : target) };
  if (external) return { kind: 'external', pageId: entry.entryUrl, needLogin: entry.needLogin };
  return { kind: 'navigate', to: target };
}
