import { boardAlarmLabel, type ParkBoard } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Empty, List, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import type { StatisticProps } from 'antd';
import { formatFen, formatTime } from '../../../lib/format';
import { boardQuery, useBoardPushes, type StreamState } from '../api/board';
import { PageTitle, SectionTitle } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';

/** A solid dark red with white text (antd's light "error" tag falls short of WCAG AA contrast). */
const ALARM_RED = '#a8071a';

const STREAM_TEXT: Record<StreamState, { status: 'processing' | 'success' | 'warning' | 'error'; text: string }> = {
  connecting: { status: 'processing', text: '正在连接实时推送' },
  live: { status: 'success', text: '实时更新中' },
  reconnecting: { status: 'warning', text: '推送中断，正在重连' },
  refused: { status: 'error', text: '无法接收推送' },
};

/** Figures side by side, `span` (of 24) each. */
const figureCols = (span: number, figures: StatisticProps[]) =>
  figures.map((figure) => (
    <Col span={span} key={String(figure.title)}>
      <Statistic {...figure} />
    </Col>
  ));

/** The live board: every park the operator may see, updated when the server pushes a change (decision 085). */
export default function BoardPage() {
  const board = useQuery(boardQuery);
  const stream = useBoardPushes();
  const parks = board.data?.parks ?? [];
  const sum = (pick: (p: ParkBoard) => number) => parks.reduce((s, p) => s + pick(p), 0);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={<PageTitle>实时看板</PageTitle>}
        extra={
          <Space>
            <Badge status={STREAM_TEXT[stream].status} text={STREAM_TEXT[stream].text} />
            {board.data && <Typography.Text type="secondary">数据时间 {formatTime(board.data.at)}</Typography.Text>}
          </Space>
        }
      >
        <ErrorAlert error={board.error} />
        {board.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
        {board.data && (
          <Row gutter={[24, 16]}>
            {figureCols(4, [
              { title: '在场车辆', value: sum((p) => p.occupied), suffix: '辆' },
              { title: '空余车位', value: sum((p) => p.free), suffix: '个' },
              { title: '近 1 小时入场', value: sum((p) => p.entriesLastHour), suffix: '辆' },
              { title: '近 1 小时出场', value: sum((p) => p.exitsLastHour), suffix: '辆' },
              { title: '今日收入', value: formatFen(sum((p) => p.revenueTodayFen)) },
              { title: '告警', value: sum((p) => p.alarms.length), suffix: '条' },
            ])}
          </Row>
        )}
      </Card>
      {board.data && parks.length === 0 && (
        <Card>
          <Empty description="还没有可查看的车场：请管理员先添加车场，或为您的账号授权车场" />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {parks.map((park) => (
          <Col span={12} key={park.parkId}>
            <ParkCard park={park} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}

/** A park's card; a pair of figures ("1 / 1") is one value, so it reads (and is found) as one text. */
function ParkCard({ park }: { park: ParkBoard }) {
  return (
    <Card
      title={<SectionTitle>{park.parkName}</SectionTitle>}
      extra={park.alarms.length > 0 ? <Tag color={ALARM_RED}>{park.alarms.length} 条告警</Tag> : <Tag>运行正常</Tag>}
      data-testid={`board-park-${park.parkId}`}
    >
      <Row gutter={[16, 16]}>
        {figureCols(6, [
          { title: '在场 / 总车位', value: `${park.occupied} / ${park.totalSpaces}` },
          { title: '空余车位', value: park.free },
          { title: '近 1 小时 入 / 出', value: `${park.entriesLastHour} / ${park.exitsLastHour}` },
          { title: '今日收入', value: formatFen(park.revenueTodayFen) },
          { title: '离线设备', value: `${park.devicesOffline} / ${park.devicesTotal}` },
        ])}
      </Row>
      {park.alarms.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 16 }}
          header={<Typography.Text strong>告警</Typography.Text>}
          dataSource={park.alarms}
          renderItem={(alarm) => (
            <List.Item>
              <Space>
                <Tag color={ALARM_RED}>{boardAlarmLabel[alarm.kind]}</Tag>
                <span>{alarm.subject}</span>
                <Typography.Text type="secondary">
                  {alarm.detail}
                  {alarm.since ? ` · ${formatTime(alarm.since)}` : ''}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
