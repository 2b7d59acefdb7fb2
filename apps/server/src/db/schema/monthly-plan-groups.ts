import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bagProducts } from './monthly-plans';
import { timestamps, uuidPk } from './columns';
import { uuidPkRef, uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { parkRef } from './parks';

/**
 * A rule across parks (bagMultiRules, bagPlan 2; decision 048): a named group of a dealer's parks. A product joined
 * to a group sells plans valid at every park of the group; the space is held at the product's own park.
 */
export const bagGroups = pgTable('bag_groups', {
  id: uuidPk(),
  dealerId: dealerRef(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ...timestamps(),
});

/** The parks of a group; the gate looks groups up by park. */
export const bagGroupParks = pgTable(
  'bag_group_parks',
  {
    groupId: uuidRef('group_id', () => bagGroups.id, 'cascade'),
    parkId: parkRef(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.parkId] }), index('bag_group_parks_park').on(t.parkId)],
);

/**
 * Product → group, beside the product's own row (the bag module's schema stays as it is): at most one group per
 * product, whose parks must include the product's park.
 */
export const bagProductGroups = pgTable(
  'bag_product_groups',
  {
    productId: uuidPkRef('product_id', () => bagProducts.id, 'cascade'),
    groupId: uuidRef('group_id', () => bagGroups.id, 'cascade'),
  },
  (t) => [index('bag_product_groups_group').on(t.groupId)],
);
