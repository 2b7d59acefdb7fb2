import { useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Empty, Space, Spin, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { parksQuery } from '../../parks/api/parks';
import { ParkSelect } from '../../parks/components/park-select';
import { occupancyQuery } from '../api/reports';
import { BarChart } from './bar-chart';
import { SectionTitle } from '../../../components/headings';

/** Occupancy and turnover of one park on one day: cars in the park at each hour's end, entries and exits. */
export function OccupancyCard() {
  const parks = useQuery(parksQuery);
  const [parkId, setParkId] = useState<string | undefined>(undefined);
  const [day, setDay] = useState(dayjs().format('YYYY-MM-DD'));
  const chosen = parkId ?? parks.data?.[0]?.parkId;
  const report = useQuery({ ...occupancyQuery({ day, parkId: chosen ?? '' }), enabled: !!chosen });
  return (
    <Card
      title={<SectionTitle>车位占用与周转</SectionTitle>}
      extra={
        <Space>
          <ParkSelect
            aria-label="车场"
            style={{ width: 220 }}
            value={chosen}
            onChange={setParkId}
            placeholder="选择车场"
          />
          <DatePicker
            aria-label="日期"
            allowClear={false}
            value={dayjs(day)}
            onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
          />
        </Space>
      }
    >
      {!chosen ? (
        <Empty description="没有可查看的车场" />
      ) : report.isPending ? (
        <Spin />
      ) : report.isError ? (
        <Alert type="error" showIcon message={report.error.message} />
      ) : (
        <>
          <Space size={48} style={{ marginBottom: 16 }}>
            <Statistic title="总车位" value={report.data.totalSpaces} />
            <Statistic title="驶入" value={report.data.hours.reduce((s, h) => s + h.entries, 0)} />
            <Statistic title="驶出" value={report.data.hours.reduce((s, h) => s + h.exits, 0)} />
            <Statistic title="周转率（次/车位）" value={report.data.turnover} precision={2} />
            <Statistic title="高峰占用率" value={report.data.peakOccupancy * 100} precision={1} suffix="%" />
          </Space>
          <BarChart
            title="每小时在场车辆"
            bars={report.data.hours.map((h) => ({ label: `${h.hour}时`, value: h.occupied }))}
            format={(v) => `${v} 辆`}
          />
        </>
      )}
    </Card>
  );
}
