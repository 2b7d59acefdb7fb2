export { monthlyPlanScreens as routes } from '../../features/monthly-plans/screens';
