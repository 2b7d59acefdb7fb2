import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { statsQuery } from '../api/service';

/** The queue's figures, as the server counts them: open, overdue, nearly due, unassigned, median first answer. */
export function SlaFigures() {
  const stats = useQuery(statsQuery);
  if (stats.isError) return <Alert type="error" showIcon title={stats.error.message} />;
  const s = stats.data;
  const median = s?.medianFirstAnswerMinutes;
  return (
    <Row gutter={16} style={{ marginBottom: 16 }} aria-label="SLA 指标">
      <Col span={5}>
        <Card size="small" loading={stats.isPending}>
          <Statistic title="待处理" value={s?.open ?? 0} />
        </Card>
      </Col>
      <Col span={5}>
        <Card size="small" loading={stats.isPending}>
          <Statistic title="已超时" value={s?.overdue ?? 0} styles={{ content: { color: '#cf1322' } }} />
        </Card>
      </Col>
      <Col span={5}>
        <Card size="small" loading={stats.isPending}>
          <Statistic
            title="即将超时（2 小时内）"
            value={s?.nearlyDue ?? 0}
            styles={{ content: { color: '#ad6800' } }}
          />
        </Card>
      </Col>
      <Col span={4}>
        <Card size="small" loading={stats.isPending}>
          <Statistic title="未分配" value={s?.unassigned ?? 0} />
        </Card>
      </Col>
      <Col span={5}>
        <Card size="small" loading={stats.isPending}>
          <Statistic
            title={`首次响应中位时长（近 30 天，${s?.answered ?? 0} 单）`}
            value={median === null || median === undefined ? '—' : median}
            suffix={median === null || median === undefined ? undefined : '分钟'}
          />
        </Card>
      </Col>
    </Row>
  );
}
