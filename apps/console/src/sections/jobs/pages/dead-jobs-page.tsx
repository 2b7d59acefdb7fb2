import { DEAD_JOBS_MAX, JobOps, type DeadJob } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Tag, Typography } from 'antd';
import { api } from '../../../api/client';
import { formatTime } from '../../../lib/format';
import { PageTitle } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';

const deadJobsQuery = queryOptions({
  queryKey: ['deadJobs'],
  queryFn: () => api.call(JobOps.deadJobs),
});

/**
 * 失败任务 (系统, admins; decision 029): the background jobs that failed every retry and wait in their queue's
 * dead-letter queue — the dealer's own with their input and last error, the platform's (sweeps) without them.
 */
export default function DeadJobsPage() {
  const dead = useQuery(deadJobsQuery);
  const total = dead.data?.total ?? 0;
  return (
    <Card
      title={<PageTitle>失败任务</PageTitle>}
      extra={
        <Button onClick={() => void dead.refetch()} loading={dead.isFetching}>
          刷新
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        后台任务（通知、对账、退款查询等）重试多次仍失败后停在这里，不会再自动执行。请按错误信息排查原因（如支付或短信通道配置）；
        {`平台任务（各运营商共用的定时扫描）不显示输入和错误内容。最多显示最新 ${DEAD_JOBS_MAX} 条。`}
      </Typography.Paragraph>
      <ErrorAlert error={dead.error} gap={16} />
      {total > 0 && <Alert type="warning" showIcon title={`共 ${total} 个失败任务`} style={{ marginBottom: 16 }} />}
      <Table<DeadJob>
        rowKey="id"
        size="small"
        loading={dead.isPending}
        dataSource={dead.data?.jobs}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '没有失败任务：所有后台任务都已成功或仍在重试' }}
        expandable={{
          rowExpandable: (job) => job.data !== null,
          expandedRowRender: (job) => (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(job.data, null, 2)}
            </pre>
          ),
        }}
        columns={[
          { title: '失败时间', dataIndex: 'deadAt', width: 170, render: formatTime },
          {
            title: '队列',
            dataIndex: 'queue',
            width: 240,
            render: (queue: string) => <Typography.Text code>{queue}</Typography.Text>,
          },
          {
            title: '归属',
            dataIndex: 'dealerId',
            width: 110,
            render: (dealerId: string | null) => (dealerId ? <Tag color="blue">本运营商</Tag> : <Tag>平台</Tag>),
          },
          {
            title: '最后一次错误',
            dataIndex: 'error',
            render: (error: string | null, job) =>
              error ?? (
                <Typography.Text type="secondary">{job.dealerId ? '无错误信息' : '平台任务不显示'}</Typography.Text>
              ),
          },
          {
            title: '任务编号',
            dataIndex: 'id',
            width: 300,
            render: (id: string) => <Typography.Text copyable>{id}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
