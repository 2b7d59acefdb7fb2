import { FaqListPage } from './faq-list-page';

/** The help centre's 月卡问题 (questionBook): a spec route that stands for one category (decision 030). */
export default function MonthlyFaqPage() {
  return <FaqListPage fixed="monthly" />;
}
