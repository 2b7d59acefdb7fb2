import { OrderAppealDetail } from './order-appeal-detail-page';

/** /occupyAppealDetail?orderNo (占位费申诉详情). */
export default function OccupyAppealDetailPage() {
  return <OrderAppealDetail subject="occupation" />;
}
