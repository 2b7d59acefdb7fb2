import { OperatorRole } from '@parking/contracts';
import { useOperator } from '../../../app/use-operator';
import { TabbedPage } from '../../../components/tabbed-page';
import { AdsTab } from '../components/ads-tab';
import { NewsTab, NoticesTab } from '../components/article-tabs';
import { HomeEntriesTab } from '../components/home-entries-tab';
import { RewardsTab } from '../components/rewards-tab';

/** 内容: notices, news, ads and the home entries (content role); rewards and gold options (admins). Tab in the URL. */
export default function ContentPage() {
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
  return <TabbedPage title="内容" tabs={tabs} />;
}
