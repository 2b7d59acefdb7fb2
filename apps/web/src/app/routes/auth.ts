export { authScreens as routes } from '../../features/auth/screens';
