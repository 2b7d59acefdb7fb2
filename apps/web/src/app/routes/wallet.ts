export { walletScreens as routes } from '../../features/wallet/screens';
