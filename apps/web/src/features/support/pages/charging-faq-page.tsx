import { FaqListPage } from './faq-list-page';

/** The help centre's 充电问题 (chargingBillProblemList): a spec route that stands for one category (decision 030). */
export default function ChargingFaqPage() {
  return <FaqListPage fixed="charging" />;
}
