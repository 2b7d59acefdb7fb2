import { OrderAppealPage } from './order-appeal-page';

/** /occupyAppeal?orderNo (占位费申诉). */
export default function OccupyAppealPage() {
  return <OrderAppealPage subject="occupation" />;
}
