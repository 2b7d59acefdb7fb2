import {
  formatFen,
  ReviewWithdrawalFilter,
  WITHDRAWAL_REVIEW_STATES,
  withdrawalReviewText,
  type ReviewedWithdrawal,
} from '@parking/contracts';
import { Card, Space, Tag, Typography } from 'antd';
import { ApproveRefuse, DeskTable, FilterBar, useDeskList, SelectFilter } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { optionsOf } from '../../../lib/options';
import { ThresholdBar } from '../../refunds/components/threshold-card';
import { useWithdrawalMutations, withdrawalsQuery } from '../api/withdrawals';
import { PageTitle } from '../../../components/headings';

const COLOR = { none: 'default', waiting: 'gold', approved: 'green', refused: 'default' } as const;

/** 提现审核: withdrawals above the dealer's review amount, approved (paid out once) or refused with a reason. */
export default function WithdrawalsPage() {
  const list = useDeskList({
    schema: ReviewWithdrawalFilter,
    pageSize: 20,
    query: (filters, page) => withdrawalsQuery(filters as ReviewWithdrawalFilter, page),
  });
  return (
    <Card title={<PageTitle>提现审核</PageTitle>}>
      <ThresholdBar />
      <FilterBar list={list} name="withdrawals">
        <SelectFilter
          name="reviewState"
          label="审核状态"
          width={140}
          options={optionsOf(
            WITHDRAWAL_REVIEW_STATES.filter((s) => s !== 'none'),
            withdrawalReviewText,
          )}
        />
      </FilterBar>
      <DeskTable<typeof ReviewWithdrawalFilter, ReviewedWithdrawal>
        list={list}
        rowKey="withdrawalId"
        emptyText="没有待审核的提现"
        columns={[
          { title: '申请时间', dataIndex: 'createdAt', render: (v: string) => formatTime(v), width: 170 },
          { title: '车主', dataIndex: 'driverPhone' },
          { title: '提现金额', dataIndex: 'amountFen', render: (v: number) => formatFen(v) },
          { title: '当前余额', dataIndex: 'balanceFen', render: (v: number) => formatFen(v) },
          { title: '原路退回', dataIndex: 'parts', render: (v: number) => `${v} 笔充值` },
          {
            title: '审核',
            render: (_, w) => (
              <Space direction="vertical" size={0}>
                <Tag color={COLOR[w.reviewState]}>{w.reviewStateText}</Tag>
                {w.reviewedByName && <Typography.Text type="secondary">{w.reviewedByName}</Typography.Text>}
                {w.reviewNote && <Typography.Text type="secondary">原因：{w.reviewNote}</Typography.Text>}
              </Space>
            ),
          },
          { title: '出款', dataIndex: 'payoutText' },
          { title: '操作', width: 150, render: (_, w) => <Decide withdrawal={w} /> },
        ]}
      />
    </Card>
  );
}

function Decide({ withdrawal }: { withdrawal: ReviewedWithdrawal }) {
  const { approve, refuse } = useWithdrawalMutations();
  if (withdrawal.reviewState !== 'waiting') return null;
  return (
    <ApproveRefuse
      id={withdrawal.withdrawalId}
      confirm={{
        title: `通过提现 ${formatFen(withdrawal.amountFen)}？`,
        description: '款项将原路退回车主的充值账户',
        okText: '确认通过',
        done: '已通过，正在出款',
      }}
      approve={approve}
      refuse={refuse}
    />
  );
}
