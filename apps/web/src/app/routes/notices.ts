import { messagesScreens } from '../../features/messages/screens';
import { noticesScreens } from '../../features/notices/screens';
import type { Screen } from '../../lib/screen';

/** The notices and the driver's 消息中心 (issue 44), which lists them with the order events. */
export const routes: Screen[] = [...noticesScreens, ...messagesScreens];
