/**
 * The console's desk patterns (decision 087), one import for a desk:
 * - the list pattern (desk-list.tsx): `useDeskList` / `useCursorList`, `FilterBar` (a choice in it: `SelectFilter`),
 *   `DeskTable`, `ExportButton`;
 * - filters in the URL (url-filters.ts): `useUrlFilters`; a drawer's row (`review=<id>`): `useReviewParam`;
 * - downloads with the token (download.ts): `downloadFile`;
 * - the review pattern (review-desk.tsx): `ReviewDesk` over a `ReviewKind`, `MaterialsView`, `ReasonDialog`; a queue's
 *   状态 filter: `QueueStateFilter`;
 * - 通过 / 驳回 on a money review's row (approve-refuse.tsx): `ApproveRefuse`;
 * - a table of one query's rows (query-table.tsx): `QueryTable`;
 * - a dialog around one form (form-dialog.tsx): `FormDialog`; one asking a reason: `ReasonFormDialog`;
 *   a form's fields kept but not shown: `HiddenFields`.
 * A time-range filter (time-range.tsx: `TimeRangeItem`, `withTimeRange`) is imported from its file, so that the pages
 * without one do not load the date picker.
 */
export * from './approve-refuse';
export * from './desk-list';
export * from './download';
export * from './review-desk';
export * from './url-filters';
export * from './query-table';
export * from './form-dialog';
