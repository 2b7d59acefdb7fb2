export { chargingScreens as routes } from '../../features/charging/screens';
