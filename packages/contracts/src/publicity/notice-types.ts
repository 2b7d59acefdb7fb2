// Zod-free on purpose: web pages import these constants without pulling zod into their chunk.

/**
 * Notice types and the pages that show them (spec section 2). A notice type has versions; a page shows the newest
 * published one (BasicRoutes.viewNotice), and the history pages list them all.
 */
export const NoticeType = {
  /** /notice1: the user service agreement. */
  USER_AGREEMENT: 'userAgreement',
  /** /notice2 and /privacyPolicyHistory: the privacy policy and its earlier versions. */
  PRIVACY_POLICY: 'privacyPolicy',
  /** /newNotice: the newest platform announcement. */
  ANNOUNCEMENT: 'announcement',
  /** /sysnotice: system notices (maintenance windows, service changes). */
  SYSTEM: 'system',
  /** /bulletin: the bulletin board, one entry per item. */
  BULLETIN: 'bulletin',
  /** Monthly plan rules, shown before buying a plan. */
  BAG_RULE: 'bagRule',
} as const;
export type NoticeType = (typeof NoticeType)[keyof typeof NoticeType];

/** A notice type's name, as the console lists it and the server's messages say it. */
export const NOTICE_TYPE_TEXT: Record<NoticeType, string> = {
  [NoticeType.ANNOUNCEMENT]: '平台公告',
  [NoticeType.SYSTEM]: '系统通知',
  [NoticeType.BULLETIN]: '公告栏',
  [NoticeType.USER_AGREEMENT]: '用户协议',
  [NoticeType.PRIVACY_POLICY]: '隐私政策',
  [NoticeType.BAG_RULE]: '月卡规则',
};
