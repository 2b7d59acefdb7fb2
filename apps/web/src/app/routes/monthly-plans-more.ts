export { monthlyPlanMoreScreens as routes } from '../../features/monthly-plans/more-screens';
