import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { dealerRef } from './dealers';

/**
 * External H5 pages that home menu entries of type 2 open (getH5Url): a partner's page for ETC, insurance or a city
 * service. `withDriver` pages get the signed-in driver's id as a `driverId` query parameter.
 */
export const h5Pages = pgTable(
  'h5_pages',
  {
    dealerId: dealerRef(),
    pageId: text('page_id').notNull(),
    url: text('url').notNull(),
    withDriver: boolean('with_driver').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.pageId] })],
);
