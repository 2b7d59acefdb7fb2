export { accountScreens as routes } from '../../features/account/screens';
