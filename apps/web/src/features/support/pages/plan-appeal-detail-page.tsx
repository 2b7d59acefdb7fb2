import { OrderAppealDetail } from './order-appeal-detail-page';

/** /customerService/planFeedBackDetail?orderNo (月卡缴费申诉详情). */
export default function PlanAppealDetailPage() {
  return <OrderAppealDetail subject="monthlyPlan" />;
}
