export { bookingsScreens as routes } from '../../features/bookings/screens';
