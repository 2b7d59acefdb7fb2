import { Tag } from 'antd';
import { useDevicePushes } from '../../../api/device-pushes';
import { TabbedPage } from '../../../components/tabbed-page';
import { lockKeys } from '../api/locks';
import { BookingList } from '../components/booking-list';
import { LockList } from '../components/lock-list';
import { PackageList } from '../components/package-list';

/**
 * 预约与地锁: the locks live (pushed over the device stream, decision 089) with their commands, the bookings and each
 * park's booking packages.
 */
export default function LocksPage() {
  const push = useDevicePushes('lock', [lockKeys.list, lockKeys.bookings]);
  const tabs = [
    { key: 'locks', label: '地锁', children: <LockList /> },
    { key: 'bookings', label: '预约', children: <BookingList /> },
    { key: 'packages', label: '预约套餐', children: <PackageList /> },
  ];
  return (
    <TabbedPage
      title="预约与地锁"
      extra={<Tag color={push === 'live' ? 'success' : 'default'}>{push === 'live' ? '实时' : '连接中'}</Tag>}
      tabs={tabs}
    />
  );
}
