import { OperatorRole } from '@parking/contracts';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useOperator } from '../../../app/use-operator';
import { AdsTab } from '../components/ads-tab';
import { NewsTab, NoticesTab } from '../components/article-tabs';
import { HomeEntriesTab } from '../components/home-entries-tab';
import { RewardsTab } from '../components/rewards-tab';

/** 内容: notices, news, ads and the home entries (content role); rewards and gold options (admins). Tab in the URL. */
export default function ContentPage() {
  const [params, setParams] = useSearchParams();
  const { operator } = useOperator();
  const tabs = [
    { key: 'notices', label: '公告', children: <NoticesTab /> },
    { key: 'news', label: '资讯', children: <NewsTab /> },
    { key: 'ads', label: '广告', children: <AdsTab /> },
    { key: 'home', label: '首页入口', children: <HomeEntriesTab /> },
    ...(operator?.roles.includes(OperatorRole.ADMIN)
      ? [{ key: 'rewards', label: '奖励与金币', children: <RewardsTab /> }]
      : []),
  ];
  const tab = tabs.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'notices';
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>内容</h1>}>
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key })} items={tabs} destroyOnHidden />
    </Card>
  );
}
