/**
 * The console's desk patterns (decision 087), one import for a desk:
 * - the list pattern (desk-list.tsx): `useDeskList` / `useCursorList`, `FilterBar`, `DeskTable`, `ExportButton`;
 * - filters in the URL (url-filters.ts): `useUrlFilters`;
 * - downloads with the token (download.ts): `downloadFile`;
 * - the review pattern (review-desk.tsx): `ReviewDesk` over a `ReviewKind`, `MaterialsView`, `ReasonDialog`.
 */
export * from './desk-list';
export * from './download';
export * from './review-desk';
export * from './url-filters';
