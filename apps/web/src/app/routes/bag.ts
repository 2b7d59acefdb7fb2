export { bagScreens as routes } from '../../features/bag/screens';
