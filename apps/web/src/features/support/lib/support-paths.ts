import { CONSULTATION_TYPES, type FaqCategory, type OrderAppealSubject } from '@parking/contracts';
import * as screen from '../../../lib/screen-paths.gen';
import type { ScreenPath } from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/** The customer-service screens (spec section 2 Support). */
export const SupportPaths = {
  INDEX: screen.customerServiceIndex,
  CONSULTATION: screen.customerServiceQuestionConsultation,
  FEEDBACK: screen.customerServiceFeedBack,
  BILL_FEEDBACK: screen.customerServiceBillFeedBack,
  HISTORY: screen.customerServiceFeedHistory,
  DETAIL: screen.customerServiceFeedDetail,
  FAQ_LIST: screen.customerServiceBillProblemList,
  /** Where the driver picks a bill to appeal. */
  BILL_RECORD: screen.billRecord,
} as const;

export const ticketDetailPath = (ticketId: string) => href(screen.customerServiceFeedDetail, { ticketId });
export const faqListPath = (category: FaqCategory) => href(screen.customerServiceBillProblemList, { category });

/** "Still need help" from a help-centre category: the consultation type that fits it. */
export const CONSULTATION_TYPE_OF_CATEGORY: Record<FaqCategory, number> = {
  parking: 1,
  bill: 1,
  monthly: 2,
  charging: 3,
  account: 4,
};

/** The consultation type a link names (?type=5 from a failed payment), if it is one. */
export function consultationTypeOf(search: URLSearchParams): number | undefined {
  const type = Number(search.get('type'));
  return (CONSULTATION_TYPES as readonly number[]).includes(type) ? type : undefined;
}

/** Appeals of orders other than parking stays (decision 050): the form and the detail of each kind. */
const APPEAL_SCREENS: Record<
  OrderAppealSubject,
  {
    form: ScreenPath<'chargingBillComplain' | 'occupyAppeal' | 'customerServicePlanFeedBack'>;
    detail: ScreenPath<'chargingAppealDetail' | 'occupyAppealDetail' | 'customerServicePlanFeedBackDetail'>;
  }
> = {
  charging: { form: screen.chargingBillComplain, detail: screen.chargingAppealDetail },
  occupation: { form: screen.occupyAppeal, detail: screen.occupyAppealDetail },
  // The spec names no screens for plan appeals: these two sit beside billFeedBack.
  monthlyPlan: { form: screen.customerServicePlanFeedBack, detail: screen.customerServicePlanFeedBackDetail },
};
export const appealFormPath = (subject: OrderAppealSubject, orderNo: string) =>
  href(APPEAL_SCREENS[subject].form, { orderNo });
export const appealDetailPath = (subject: OrderAppealSubject, orderNo: string) =>
  href(APPEAL_SCREENS[subject].detail, { orderNo });
/** An order number as modules make them (letters, digits, _ and -). */
export const isOrderNo = (text: string) => /^[0-9A-Za-z_-]{1,64}$/.test(text);
