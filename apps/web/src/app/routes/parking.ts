export { parkingScreens as routes } from '../../features/parking/screens';
