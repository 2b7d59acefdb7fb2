import { FaqListPage } from './faq-list-page';

/** The help centre's 账单问题 (billProblem, questionBill): a spec route that stands for one category (decision 030). */
export default function BillFaqPage() {
  return <FaqListPage fixed="bill" />;
}
