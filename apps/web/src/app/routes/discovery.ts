import { collectScreens } from '../../features/collect/screens';
import { newsScreens } from '../../features/news/screens';
import { searchScreens } from '../../features/search/screens';
import type { Screen } from '../../lib/screen';

/** News, park search and the driver's saved parks. */
export const routes: Screen[] = [...newsScreens, ...searchScreens, ...collectScreens];
