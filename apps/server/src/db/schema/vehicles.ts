import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeductionOrder, PlateCategory, PlateMaterialPurpose, PlateMaterialStatus } from '@parking/contracts';
import { timestamps, timestamptz, uuidPk } from './columns';
import { dealerRef } from './dealers';
import { driverGroups, driverRef, drivers } from './drivers';
import { operators } from './operators';

/**
 * Plate colour as stored: 2 yellow (large and medium vehicles), 0 not flagged (the API's null), the same as
 * parking sessions store it, so a bound plate and a stay of that plate compare column for column.
 */
const plateColor = () => smallint('plate_color').notNull().default(0);

/**
 * A driver's binding of a plate. Unbinding ends the row (unbound_at) instead of deleting it: orders and deductions
 * keep pointing at it, and the history of who had the plate stays for disputes. A plate (number and colour) is bound
 * to at most one driver of a dealer at a time; a driver has at most one default plate.
 */
export const driverPlates = pgTable(
  'driver_plates',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    /** Normalised with parsePlate (浙A12345). */
    plateNo: text('plate_no').notNull(),
    plateColor: plateColor(),
    /** parsePlate's category, kept so lists need not parse again. */
    category: text('category').$type<PlateCategory>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** /orderDeduction */
    deductionOrder: text('deduction_order').$type<DeductionOrder>().notNull().default('balanceFirst'),
    boundAt: timestamptz('bound_at').notNull().defaultNow(),
    unboundAt: timestamptz('unbound_at'),
    /** driver (unbound by the driver), certified (moved to a driver who certified it), deleted (account deletion). */
    unbindReason: text('unbind_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('driver_plates_bound_once')
      .on(t.dealerId, t.plateNo, t.plateColor)
      .where(sql`${t.unboundAt} is null`),
    uniqueIndex('driver_plates_one_default')
      .on(t.driverId)
      .where(sql`${t.isDefault} and ${t.unboundAt} is null`),
    index('driver_plates_driver').on(t.driverId, t.boundAt),
    check('driver_plates_plate_color', sql`${t.plateColor} in (0, 2)`),
    check('driver_plates_deduction_order', sql`${t.deductionOrder} in ('balanceFirst', 'withholdingFirst')`),
    check('driver_plates_unbound', sql`(${t.unboundAt} is null) = (${t.unbindReason} is null)`),
    check('driver_plates_default_bound', sql`not (${t.isDefault} and ${t.unboundAt} is not null)`),
  ],
);

/**
 * Plates searched on the plate entry screen, one row per plate and owner (searching again moves it to the top).
 * The owner is the driver when logged in, else the device: the SHA-256 of its x-device-key, so a database leak
 * yields no key that reads a history.
 */
export const plateHistory = pgTable(
  'plate_history',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    deviceKeyHash: text('device_key_hash'),
    plateNo: text('plate_no').notNull(),
    plateColor: plateColor(),
    searchedAt: timestamptz('searched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plate_history_driver_plate')
      .on(t.driverId, t.plateNo, t.plateColor)
      .where(sql`${t.driverId} is not null`),
    uniqueIndex('plate_history_device_plate')
      .on(t.dealerId, t.deviceKeyHash, t.plateNo, t.plateColor)
      .where(sql`${t.deviceKeyHash} is not null`),
    check('plate_history_one_owner', sql`(${t.driverId} is null) <> (${t.deviceKeyHash} is null)`),
    check('plate_history_plate_color', sql`${t.plateColor} in (0, 2)`),
  ],
);

/**
 * Certification materials of a plate: pictures of the driving licence (and supporting ones) a reviewer checks.
 * One row per certification; editing a rejected one resubmits the same row. Ownership certifications move a plate
 * bound by someone else to the applicant on approval; special-group ones make the applicant a member of the group.
 */
export const plateMaterials = pgTable(
  'plate_materials',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    plateNo: text('plate_no').notNull(),
    plateColor: plateColor(),
    purpose: text('purpose').$type<PlateMaterialPurpose>().notNull(),
    groupId: uuid('group_id').references(() => driverGroups.id, { onDelete: 'set null' }),
    ownerName: text('owner_name').notNull(),
    /** picUrls from the pictures API, licence pages first. */
    pictures: text('pictures').array().notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<PlateMaterialStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    rejections: integer('rejections').notNull().default(0),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => operators.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // One open (pending or rejected) certification per driver, plate and purpose: a resubmission edits it.
    uniqueIndex('plate_materials_open')
      .on(t.driverId, t.plateNo, t.plateColor, t.purpose)
      .where(sql`${t.status} in ('pending', 'rejected')`),
    index('plate_materials_review').on(t.dealerId, t.status, t.submittedAt),
    index('plate_materials_driver').on(t.driverId, t.submittedAt),
    check('plate_materials_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'disabled')`),
    check('plate_materials_purpose', sql`${t.purpose} in ('ownership', 'specialGroup')`),
    check('plate_materials_plate_color', sql`${t.plateColor} in (0, 2)`),
  ],
);
