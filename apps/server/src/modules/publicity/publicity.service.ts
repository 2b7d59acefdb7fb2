import {
  AppError,
  DEFAULT_AD_CITY,
  ErrorCode,
  NOTICE_TYPE_TEXT,
  type NoticeType,
  type Advertisings,
  type ImportantNews,
  type NewsDetail,
  type NewsItem,
  type NewsPage,
  type NoticeDetail,
  type NoticePage,
  type NoticeSummary,
  type OperatorAd,
  type OperatorNews,
  type OperatorNotice,
  type Page,
  type PageQuery,
} from '@parking/contracts';
import type { AdInput, NewsInput, NoticeInput } from '@parking/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import { sanitiseRichText } from './rich-text-sanitiser';
import type { AdRow, NewsRow, NoticeRow, PublicityRepository } from './publicity.repository';

/** How many important news items the driver app gets at most. */
export const IMPORTANT_NEWS_LIMIT = 5;

type ParsedAd = z.output<typeof AdInput>;
type ParsedNews = z.output<typeof NewsInput>;
type ParsedNotice = z.output<typeof NoticeInput>;

/**
 * The cities whose ads a driver in `cityName` sees: that city (with or without the 市 suffix, as map SDKs and
 * operators write it either way) and the nationwide ones.
 */
export function adCities(cityName: string): string[] {
  const bare = cityName.trim().replace(/市$/, '');
  if (!bare || cityName.trim() === DEFAULT_AD_CITY) return [DEFAULT_AD_CITY];
  return [...new Set([bare, `${bare}市`, DEFAULT_AD_CITY])];
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

const newsItem = (row: NewsRow): NewsItem => ({
  newsId: row.id,
  title: row.title,
  summary: row.summary,
  publishTime: iso(row.publishTime),
  imgUrl: row.imgUrl,
});
const noticeSummary = (row: NoticeRow): NoticeSummary => ({
  noticeId: row.id,
  noticeType: row.noticeType,
  title: row.title,
  version: row.version,
  publishTime: iso(row.publishTime),
});
const operatorAd = (row: AdRow): OperatorAd => ({
  id: row.id,
  city: row.city,
  picUrl: row.picUrl,
  advertUrl: row.advertUrl,
  bgColor: row.bgColor,
  sort: row.sort,
  activeFrom: isoOrNull(row.activeFrom),
  activeUntil: isoOrNull(row.activeUntil),
  createdAt: iso(row.createdAt),
});
const operatorNews = (row: NewsRow): OperatorNews => ({
  ...newsItem(row),
  id: row.id,
  content: row.content,
  important: row.important,
  createdAt: iso(row.createdAt),
});
const operatorNotice = (row: NoticeRow): OperatorNotice => ({
  id: row.id,
  noticeType: row.noticeType,
  title: row.title,
  content: row.content,
  version: row.version,
  publishTime: iso(row.publishTime),
  createdAt: iso(row.createdAt),
});

const mapPage = <R, T>(page: Page<R>, map: (row: R) => T): Page<T> => pageOf(page.results.map(map), page.totalRecord);

const adValues = (ad: ParsedAd) => ({
  ...ad,
  activeFrom: ad.activeFrom ? new Date(ad.activeFrom) : null,
  activeUntil: ad.activeUntil ? new Date(ad.activeUntil) : null,
});
// Rich text is stored sanitised (decision 090).
const newsValues = (item: ParsedNews) => ({
  ...item,
  content: sanitiseRichText(item.content),
  publishTime: new Date(item.publishTime),
});
const noticeValues = (notice: ParsedNotice) => ({
  ...notice,
  content: sanitiseRichText(notice.content),
  publishTime: new Date(notice.publishTime),
});

const newsNotFound = () => new AppError(ErrorCode.NOT_FOUND, '资讯不存在或已下线');
/** A driver opening a news link that leads nowhere (withdrawn, another dealer's, unknown): confirm and go back. */
const newsGone = () => new AppError(ErrorCode.GONE, '资讯不存在或已下线');
const noticeNotFound = () => new AppError(ErrorCode.NOT_FOUND, '公告不存在');
const adNotFound = () => new AppError(ErrorCode.NOT_FOUND, '广告不存在');
const versionTaken = (notice: { noticeType: string; version: string }) =>
  new AppError(
    ErrorCode.CONFLICT,
    `${NOTICE_TYPE_TEXT[notice.noticeType as NoticeType] ?? '公告'}已有版本 ${notice.version}，请换一个版本号（同一天再发一条时，如 ${notice.version}-2）`,
  );

/** The rows of one kind of content as an operator edits them. */
interface ContentRows<Row, Values> {
  list(dealerId: string, paging: PageQuery): Promise<Page<Row>>;
  insert(dealerId: string, values: Values): Promise<Row>;
  update(dealerId: string, id: string, values: Values): Promise<Row | undefined>;
  remove(dealerId: string, id: string): Promise<boolean>;
}

/**
 * An operator's list, create, update and delete of one kind of content (ads, news): the input stored as `valuesOf`
 * turns it, each row shown as `view`, a row that is not the dealer's (or not there) answered with `notFound`.
 */
function contentEdits<Row, Input, Values, View>(
  rows: ContentRows<Row, Values>,
  valuesOf: (input: Input) => Values,
  view: (row: Row) => View,
  notFound: () => AppError,
) {
  return {
    list: async (dealerId: string, paging: PageQuery) => mapPage(await rows.list(dealerId, paging), view),
    create: async (dealerId: string, input: Input) => view(await rows.insert(dealerId, valuesOf(input))),
    async update(dealerId: string, id: string, input: Input) {
      const row = await rows.update(dealerId, id, valuesOf(input));
      if (!row) throw notFound();
      return view(row);
    },
    async remove(dealerId: string, id: string) {
      if (!(await rows.remove(dealerId, id))) throw notFound();
    },
  };
}

/** Driver reads (published content only) and operator edits of a dealer's ads, news and notices. */
export function createPublicityService({ repo, clock }: { repo: PublicityRepository; clock: Clock }) {
  const ads = contentEdits(repo.ads, adValues, operatorAd, adNotFound);
  const newsItems = contentEdits(repo.news, newsValues, operatorNews, newsNotFound);

  return {
    async advertisings(dealerId: string, cityName: string): Promise<Advertisings> {
      const rows = await repo.activeAds(dealerId, adCities(cityName), clock.now());
      return {
        results: rows.map((row) => ({
          advertId: row.id,
          picUrl: row.picUrl,
          advertUrl: row.advertUrl,
          bgColor: row.bgColor,
        })),
      };
    },

    async news(dealerId: string, paging: PageQuery): Promise<NewsPage> {
      return mapPage(await repo.publishedNews(dealerId, clock.now(), paging), newsItem);
    },

    async importantNews(dealerId: string): Promise<ImportantNews> {
      const rows = await repo.importantNews(dealerId, clock.now(), IMPORTANT_NEWS_LIMIT);
      return { results: rows.map(newsItem) };
    },

    /** A scheduled (not yet published) item is as absent as a deleted one: gone (spec section 8, confirm, go back). */
    async newsDetail(dealerId: string, newsId: string): Promise<NewsDetail> {
      const row = await repo.publishedNewsItem(dealerId, newsId, clock.now());
      if (!row) throw newsGone();
      return { ...newsItem(row), content: row.content };
    },

    async notices(dealerId: string, noticeType: string, paging: PageQuery): Promise<NoticePage> {
      return mapPage(await repo.publishedNotices(dealerId, noticeType, clock.now(), paging), noticeSummary);
    },

    async noticeDetail(dealerId: string, noticeId: string): Promise<NoticeDetail> {
      const row = await repo.publishedNotice(dealerId, noticeId, clock.now());
      if (!row) throw noticeNotFound();
      return { ...noticeSummary(row), content: row.content };
    },

    operator: {
      listAds: ads.list,
      createAd: ads.create,
      updateAd: ads.update,
      deleteAd: ads.remove,

      listNews: newsItems.list,
      createNews: newsItems.create,
      updateNews: newsItems.update,
      deleteNews: newsItems.remove,

      listNotices: async (dealerId: string, noticeType: string | undefined, paging: PageQuery) =>
        mapPage(await repo.listNotices(dealerId, noticeType, paging), operatorNotice),
      async createNotice(dealerId: string, notice: ParsedNotice) {
        const row = await repo.insertNotice(dealerId, noticeValues(notice));
        if (!row) throw versionTaken(notice);
        return operatorNotice(row);
      },
      async updateNotice(dealerId: string, id: string, notice: ParsedNotice) {
        try {
          const row = await repo.updateNotice(dealerId, id, noticeValues(notice));
          if (!row) throw noticeNotFound();
          return operatorNotice(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw versionTaken(notice);
          throw error;
        }
      },
      async deleteNotice(dealerId: string, id: string) {
        if (!(await repo.deleteNotice(dealerId, id))) throw noticeNotFound();
      },
    },
  };
}
export type PublicityService = ReturnType<typeof createPublicityService>;
