import { SupportRoutes, type FaqCategory } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

/**
 * The help centre's questions of a category or matching a search. Through the zod-free route (typed, not parsed), so
 * the help-centre screens load no schema (decision 026).
 */
export const faqsQuery = (category: FaqCategory | undefined, q = '') =>
  queryOptions({
    queryKey: ['support', 'faqs', category ?? 'all', q] as const,
    queryFn: ({ signal }) =>
      api.call(SupportRoutes.faqs, { query: { ...(category ? { category } : {}), ...(q ? { q } : {}) }, signal }),
  });
