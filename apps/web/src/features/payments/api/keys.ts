/** React-query keys of the payments feature. */
export const payKeys = {
  all: ['payments'] as const,
  bills: (query: Record<string, string | undefined>) => ['payments', 'bills', query] as const,
  order: (orderNo: string) => ['payments', 'order', orderNo] as const,
};
