import { FaqListPage } from './faq-list-page';

/** Routes of the spec that each stand for one help-centre category (decision 030). */
export const BillFaqPage = () => <FaqListPage fixed="bill" />;
export const MonthlyFaqPage = () => <FaqListPage fixed="monthly" />;
export const ChargingFaqPage = () => <FaqListPage fixed="charging" />;
