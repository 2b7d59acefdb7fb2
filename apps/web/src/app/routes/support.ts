export { supportScreens as routes } from '../../features/support/screens';
