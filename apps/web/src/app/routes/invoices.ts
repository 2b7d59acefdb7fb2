export { invoicesScreens as routes } from '../../features/invoices/screens';
