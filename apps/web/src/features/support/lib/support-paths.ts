import { CONSULTATION_TYPES, type FaqCategory } from '@parking/contracts';

/** The customer-service screens (spec section 2 Support). */
export const SupportPaths = {
  INDEX: '/customerService/index',
  CONSULTATION: '/customerService/questionConsultation',
  FEEDBACK: '/customerService/feedBack',
  BILL_FEEDBACK: '/customerService/billFeedBack',
  HISTORY: '/customerService/feedHistory',
  DETAIL: '/customerService/feedDetail',
  FAQ_LIST: '/customerService/billProblemList',
  /** Where the driver picks a bill to appeal. */
  BILL_RECORD: '/billRecord',
} as const;

export const ticketDetailPath = (ticketId: string) => `${SupportPaths.DETAIL}?ticketId=${ticketId}`;
export const faqListPath = (category: FaqCategory) => `${SupportPaths.FAQ_LIST}?category=${category}`;

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
