import { NoticeType } from '@parking/contracts';

export interface NoticePageConfig {
  noticeType: NoticeType;
  title: string;
  /** latest: the newest published version; list: every version or item, each opening on its own. */
  kind: 'latest' | 'list';
  /** Legal texts carry a version number worth showing; bulletins are dated. */
  versioned: boolean;
  /** A third-party host shows it too: the legal texts payments link to (docs/decisions/002-embedded-mode.md). */
  embedded?: true;
}

/** The notice routes of spec section 2 and what each shows (docs/decisions, notices). */
export const NOTICE_PAGES = {
  '/notice1': {
    noticeType: NoticeType.USER_AGREEMENT,
    title: '用户服务协议',
    kind: 'latest',
    versioned: true,
    embedded: true,
  },
  '/notice2': {
    noticeType: NoticeType.PRIVACY_POLICY,
    title: '隐私政策',
    kind: 'latest',
    versioned: true,
    embedded: true,
  },
  '/newNotice': { noticeType: NoticeType.ANNOUNCEMENT, title: '最新公告', kind: 'latest', versioned: false },
  '/sysnotice': { noticeType: NoticeType.SYSTEM, title: '系统公告', kind: 'latest', versioned: false },
  '/bulletin': { noticeType: NoticeType.BULLETIN, title: '公告栏', kind: 'list', versioned: false },
  '/privacyPolicyHistory': {
    noticeType: NoticeType.PRIVACY_POLICY,
    title: '隐私政策历史版本',
    kind: 'list',
    versioned: true,
    embedded: true,
  },
} as const satisfies Record<string, NoticePageConfig>;

export type NoticePath = keyof typeof NOTICE_PAGES;
export const NOTICE_PATHS = Object.keys(NOTICE_PAGES) as NoticePath[];
