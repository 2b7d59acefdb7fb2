import type { BagQuotaUse } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Progress, Tag } from 'antd';
import { quotaUseQuery } from '../api/plans';
import { QueryTable } from '../../../components/desk';

/** 名额: each park of the operator's scope, how many plans it holds of how many it may sell. */
export function QuotaTable({ onOpenPark }: { onOpenPark: (parkId: string) => void }) {
  const quotas = useQuery(quotaUseQuery);
  return (
    <>
      <QueryTable<BagQuotaUse>
        query={quotas}
        rowKey="parkId"
        loading={quotas.isFetching}
        emptyText="没有可管理的车场"
        columns={[
          { title: '车场', dataIndex: 'parkName' },
          {
            title: '月卡',
            width: 90,
            render: (_, q) => (q.opened ? <Tag color="success">已开通</Tag> : <Tag>未开通</Tag>),
          },
          { title: '车位数', dataIndex: 'totalSpaces', width: 90 },
          {
            title: '月卡名额（已售 / 可售）',
            render: (_, q) =>
              !q.opened ? (
                '—'
              ) : q.quota < 0 ? (
                `${q.held} / 不限`
              ) : (
                <div style={{ maxWidth: 280 }}>
                  {`${q.held} / ${q.quota}（占车位 ${q.quotaShare}%）`}
                  <Progress
                    percent={q.quota === 0 ? 100 : Math.round((q.held / q.quota) * 100)}
                    size="small"
                    status={q.held >= q.quota ? 'exception' : 'normal'}
                    aria-label={`${q.parkName} 名额使用`}
                  />
                </div>
              ),
          },
          { title: '待审核', dataIndex: 'pending', width: 90 },
          {
            title: '操作',
            width: 120,
            render: (_, q) => (
              <Button type="link" size="small" onClick={() => onOpenPark(q.parkId)}>
                {q.opened ? '设置与产品' : '开通月卡'}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
