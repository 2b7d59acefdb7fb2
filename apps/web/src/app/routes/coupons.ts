export { couponsScreens as routes } from '../../features/coupons/screens';
