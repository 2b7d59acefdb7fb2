import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { dealerRef } from './dealers';

/** Home banner ads; city 全国 shows everywhere. An open end of the active window means "no limit". */
export const advertisings = pgTable(
  'advertisings',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    city: text('city').notNull(),
    picUrl: text('pic_url').notNull(),
    advertUrl: text('advert_url').notNull().default(''),
    bgColor: text('bg_color').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    activeFrom: timestamptz('active_from'),
    activeUntil: timestamptz('active_until'),
    createdAt: createdAt(),
  },
  (t) => [index('advertisings_dealer_city').on(t.dealerId, t.city)],
);

export const news = pgTable(
  'news',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Trusted HTML written by operators. */
    content: text('content').notNull(),
    imgUrl: text('img_url').notNull().default(''),
    publishTime: timestamptz('publish_time').notNull(),
    important: boolean('important').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('news_dealer_publish').on(t.dealerId, t.publishTime)],
);

/** Versioned notices (privacy policy, user agreement, …): the newest published version is shown. */
export const notices = pgTable(
  'notices',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    noticeType: text('notice_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    version: text('version').notNull(),
    publishTime: timestamptz('publish_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notices_dealer_type_version').on(t.dealerId, t.noticeType, t.version),
    index('notices_dealer_type_publish').on(t.dealerId, t.noticeType, t.publishTime),
  ],
);
