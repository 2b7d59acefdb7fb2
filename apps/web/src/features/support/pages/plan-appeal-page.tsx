import { OrderAppealPage } from './order-appeal-page';

/** /customerService/planFeedBack?orderNo (月卡缴费申诉), from a payment on /mounthlyDetail. */
export default function PlanAppealPage() {
  return <OrderAppealPage subject="monthlyPlan" />;
}
