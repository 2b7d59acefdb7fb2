import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * App-wide context: the query cache. antd-mobile needs no provider: its default locale is zh-CN, and leaving its
 * ConfigProvider out keeps the UI library out of the first load (pages that use its components load it themselves).
 */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
