import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic, type StatisticProps } from 'antd';
import { statsQuery } from '../api/service';

/** The queue's figures, as the server counts them: open, overdue, nearly due, unassigned, median first answer. */
export function SlaFigures() {
  const stats = useQuery(statsQuery);
  if (stats.isError) return <Alert type="error" showIcon title={stats.error.message} />;
  const s = stats.data;
  const median = s?.medianFirstAnswerMinutes;
  const known = median !== null && median !== undefined;
  const figures: (StatisticProps & { span: number })[] = [
    { span: 5, title: '待处理', value: s?.open ?? 0 },
    { span: 5, title: '已超时', value: s?.overdue ?? 0, styles: { content: { color: '#cf1322' } } },
    { span: 5, title: '即将超时（2 小时内）', value: s?.nearlyDue ?? 0, styles: { content: { color: '#ad6800' } } },
    { span: 4, title: '未分配', value: s?.unassigned ?? 0 },
    {
      span: 5,
      title: `首次响应中位时长（近 30 天，${s?.answered ?? 0} 单）`,
      value: known ? median : '—',
      suffix: known ? '分钟' : undefined,
    },
  ];
  return (
    <Row gutter={16} style={{ marginBottom: 16 }} aria-label="SLA 指标">
      {figures.map(({ span, ...figure }) => (
        <Col key={String(figure.title)} span={span}>
          <Card size="small" loading={stats.isPending}>
            <Statistic {...figure} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
