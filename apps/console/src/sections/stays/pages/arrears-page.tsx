import {
  ArrearsFilter,
  OperatorRole,
  type ArrearsPage as ArrearsAnswer,
  type ArrearsRow,
  type WriteOff,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useOperator } from '../../../app/use-operator';
import { DeskTable, FilterBar, useCursorList, QueryTable } from '../../../components/desk';
import { formatFen, formatTime } from '../../../lib/format';
import { arrearsQuery, useDecideWriteOff, useRemind, writeOffsQuery } from '../api/stays';
import { StayDrawer } from '../components/stay-drawer';
import { PlateParkFilters, plateParkColumns } from '../components/stay-filters';
import { PageTitle, SectionTitle } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';

/** 欠费追缴: stays left owing by park and plate with their age and totals; SMS reminders; write-offs to approve. */
export default function ArrearsPage() {
  const list = useCursorList({
    schema: ArrearsFilter,
    pageSize: 20,
    query: (filter, page) => arrearsQuery({ ...(filter as ArrearsFilter), ...page }),
  });
  const remind = useRemind();
  const { message } = App.useApp();
  const totals = (list.result.data as { totals?: ArrearsAnswer['totals'] } | undefined)?.totals;
  const open = list.url.param('stay');

  async function sendReminder(row: ArrearsRow) {
    try {
      const r = await remind.mutateAsync({
        plateNo: row.plateNo,
        ...(row.plateColor === 2 ? { plateColor: 2 as const } : {}),
      });
      void message.success(r.sent > 0 ? `已发送短信提醒（${r.sent} 位车主）` : '今天已提醒过该车主，未重复发送');
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<PageTitle>欠费追缴</PageTitle>}>
        <FilterBar list={list} name="arrears">
          <PlateParkFilters />
        </FilterBar>
        {totals && (
          <Space size={48} style={{ marginBottom: 16 }}>
            <Statistic title="欠费订单" value={totals.stays} />
            <Statistic title="欠费车辆" value={totals.plates} />
            <Statistic title="欠费总额" value={formatFen(totals.owedFen)} />
          </Space>
        )}
        <DeskTable<typeof ArrearsFilter, ArrearsRow>
          list={list}
          rowKey="stayId"
          emptyText="没有欠费记录"
          columns={[
            ...plateParkColumns,
            { title: '离场', dataIndex: 'exitedAt', width: 150, render: formatTime },
            { title: '欠费天数', dataIndex: 'ageDays', width: 90 },
            { title: '欠费', dataIndex: 'owedFen', width: 100, render: formatFen },
            {
              title: '状态',
              width: 100,
              render: (_, r) =>
                r.writeOffPending ? <Tag color="orange">核销待审批</Tag> : <Tag color="red">待追缴</Tag>,
            },
            {
              title: '操作',
              width: 170,
              render: (_, r) => (
                <Space size={0}>
                  <Button type="link" onClick={() => void sendReminder(r)} aria-label={`短信提醒 ${r.plateNo}`}>
                    短信提醒
                  </Button>
                  <Button
                    type="link"
                    onClick={() => list.url.setParam('stay', r.stayId)}
                    aria-label={`详情 ${r.plateNo}`}
                  >
                    详情
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <WriteOffQueue />
      {open && <StayDrawer stayId={open} onClose={() => list.url.setParam('stay', undefined)} />}
    </Space>
  );
}

/** Write-offs waiting for a second finance operator (never the one who asked). */
function WriteOffQueue() {
  const { operator } = useOperator();
  const mayDecide = operator?.roles.some((r) => r === OperatorRole.FINANCE || r === OperatorRole.ADMIN) ?? false;
  const queue = useQuery({
    ...writeOffsQuery,
    enabled: operator?.roles.some((r) => r !== OperatorRole.SERVICE) ?? false,
  });
  const decide = useDecideWriteOff();
  const [problem, setProblem] = useState<string>();
  async function run(w: WriteOff, approve: boolean) {
    setProblem(undefined);
    try {
      await decide.mutateAsync({ id: w.id, body: { approve, reason: approve ? '同意核销' : '驳回核销' } });
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <Card title={<SectionTitle>核销待审批</SectionTitle>}>
      <ErrorAlert error={problem} gap={12} />
      <QueryTable<WriteOff>
        query={queue}
        size="small"
        rowKey="id"
        loading={queue.isFetching}
        emptyText="没有待审批的核销申请"
        columns={[
          { title: '车牌', dataIndex: 'plateNo' },
          { title: '金额', dataIndex: 'amountFen', render: formatFen },
          { title: '原因', dataIndex: 'reason' },
          { title: '申请人', dataIndex: 'requestedBy' },
          { title: '申请时间', dataIndex: 'requestedAt', render: formatTime },
          {
            title: '审批',
            render: (_, w) =>
              mayDecide ? (
                <Space size={0}>
                  <Button type="link" onClick={() => void run(w, true)}>
                    通过
                  </Button>
                  <Button type="link" danger onClick={() => void run(w, false)}>
                    驳回
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
