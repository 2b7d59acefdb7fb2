export { rewardsScreens as routes } from '../../features/rewards/screens';
