export { vehiclesScreens as routes } from '../../features/vehicles/screens';
