import { Card, Space, Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useDevicePushes } from '../../../api/device-pushes';
import { lockKeys } from '../api/locks';
import { BookingList } from '../components/booking-list';
import { LockList } from '../components/lock-list';
import { PackageList } from '../components/package-list';

/**
 * 预约与地锁: the locks live (pushed over the device stream, decision 089) with their commands, the bookings and each
 * park's booking packages.
 */
export default function LocksPage() {
  const [params, setParams] = useSearchParams();
  const push = useDevicePushes('lock', [lockKeys.list, lockKeys.bookings]);
  const tabs = [
    { key: 'locks', label: '地锁', children: <LockList /> },
    { key: 'bookings', label: '预约', children: <BookingList /> },
    { key: 'packages', label: '预约套餐', children: <PackageList /> },
  ];
  const active = tabs.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'locks';
  return (
    <Card
      title={
        <Space>
          <h1 style={{ fontSize: 18, margin: 0 }}>预约与地锁</h1>
          <Tag color={push === 'live' ? 'success' : 'default'}>{push === 'live' ? '实时' : '连接中'}</Tag>
        </Space>
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
