import { applicationsScreens } from '../../features/applications/screens';
import { followsScreens } from '../../features/follows/screens';
import type { Screen } from '../../lib/screen';

/** Special-group benefit applications and follows (decision 041). */
export const routes: Screen[] = [...applicationsScreens, ...followsScreens];
