import { Card, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from './headings';

export interface PageTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * A screen of tabs: a card titled `title` (`extra` beside it, a live-state tag), the open tab in the URL (`?tab=`;
 * the first tab when none or one the operator may not see).
 */
export function TabbedPage({ title, extra, tabs }: { title: string; extra?: ReactNode; tabs: PageTab[] }) {
  const [params, setParams] = useSearchParams();
  const active = tabs.find((t) => t.key === params.get('tab'))?.key ?? tabs[0]?.key;
  const heading = <PageTitle>{title}</PageTitle>;
  return (
    <Card
      title={
        extra ? (
          <Space>
            {heading}
            {extra}
          </Space>
        ) : (
          heading
        )
      }
    >
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(tab) => setParams(new URLSearchParams({ tab }))}
        items={tabs}
      />
    </Card>
  );
}
