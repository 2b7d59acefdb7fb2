export { bagMoreScreens as routes } from '../../features/bag/more-screens';
