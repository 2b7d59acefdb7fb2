import layout from '../../../components/card-page.module.css';
import { OccupyList } from '../components/occupy-list';

/** /occupyBillList: the driver's occupation orders (占位订单), unpaid first. */
export default function OccupyBillListPage() {
  return (
    <div className={layout.page}>
      <OccupyList />
    </div>
  );
}
