export { reservationsScreens as routes } from '../../features/reservations/screens';
