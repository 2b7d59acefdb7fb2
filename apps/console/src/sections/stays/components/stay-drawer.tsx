import type { StayDetail } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Image, Space, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useOperator } from '../../../app/use-operator';
import { formatFen, formatTime } from '../../../lib/format';
import { stayDetailQuery } from '../api/stays';
import { CorrectionButtons } from './correction-buttons';
import { ErrorAlert } from '../../../components/error-alert';

const small = { size: 'small' as const, pagination: false as const };

const KIND_TEXT: Record<string, string> = {
  entry: '登记入场',
  exit: '登记出场',
  plate: '更正车牌',
  waive: '减免',
  adjust: '调整金额',
  free: '免费放行',
  writeOff: '核销欠费',
};
const PART_TEXT: Record<string, string> = {
  free: '免费时段',
  covered: '月卡/套餐',
  units: '计时',
  flat: '按次段',
  perVisit: '按次',
};

/** One stay: its fee and breakdown by the rule it entered under, pictures, money, tickets, corrections and audit. */
export function StayDrawer({ stayId, onClose }: { stayId: string; onClose: () => void }) {
  const detail = useQuery(stayDetailQuery(stayId));
  const d = detail.data;
  return (
    <Drawer open size={760} title={d ? `${d.plateNo} · ${d.parkName}` : '停车记录'} onClose={onClose}>
      {detail.isPending && <Spin />}
      <ErrorAlert error={detail.error} />
      {d && <StayBody d={d} />}
    </Drawer>
  );
}

function StayBody({ d }: { d: StayDetail }) {
  const { operator } = useOperator();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="状态">
          <Tag>{d.stateText}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="收费规则">{d.feeRuleLabels.join('；')}</Descriptions.Item>
        <Descriptions.Item label="入场">{`${formatTime(d.enteredAt)} ${d.entryLaneName ?? ''}`}</Descriptions.Item>
        <Descriptions.Item label="离场">{`${formatTime(d.exitedAt)} ${d.exitLaneName ?? ''}`}</Descriptions.Item>
        <Descriptions.Item label="计费（引擎）">
          {d.engineFeeFen === null ? '—' : formatFen(d.engineFeeFen)}
        </Descriptions.Item>
        <Descriptions.Item label="应收">{d.totalFen === null ? '在场计费中' : formatFen(d.totalFen)}</Descriptions.Item>
        <Descriptions.Item label="已付">{formatFen(d.paidFen)}</Descriptions.Item>
        <Descriptions.Item label="待缴">
          <Typography.Text strong type={d.dueFen > 0 ? 'danger' : undefined}>
            {formatFen(d.dueFen)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {operator && <CorrectionButtons stay={d} operator={operator} />}
      <section aria-label="费用明细">
        <Typography.Title level={2} style={{ fontSize: 15 }}>
          费用明细
        </Typography.Title>
        {d.explanation ? (
          <Table
            size="small"
            pagination={false}
            rowKey={(p) => `${p.kind}-${p.band ?? ''}-${p.capped}`}
            dataSource={d.explanation.parts}
            columns={[
              { title: '类型', dataIndex: 'kind', render: (k: string) => PART_TEXT[k] ?? k },
              { title: '时段', dataIndex: 'band', render: (b: string | null) => b ?? '全天' },
              { title: '分钟', dataIndex: 'minutes' },
              { title: '金额', dataIndex: 'fen', render: formatFen },
            ]}
          />
        ) : (
          <Empty description="没有费用明细" />
        )}
      </section>
      <section aria-label="图片">
        <Typography.Title level={2} style={{ fontSize: 15 }}>
          出入场图片
        </Typography.Title>
        <Image.PreviewGroup>
          <Space>
            {d.pictures.entry ? <Image width={200} src={d.pictures.entry} alt="入场图片" /> : <span>无入场图片</span>}
            {d.pictures.exit ? <Image width={200} src={d.pictures.exit} alt="出场图片" /> : <span>无出场图片</span>}
          </Space>
        </Image.PreviewGroup>
      </section>
      <Records d={d} />
    </Space>
  );
}

/** A titled table of one kind of the stay's records (small, all of them, keyed by `id`). */
function RecordTable<T extends { id: string | number }>({
  title,
  rows,
  emptyText,
  columns,
}: {
  title: string;
  rows: T[];
  emptyText: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {title}
      </Typography.Title>
      <Table<T> {...small} rowKey="id" dataSource={rows} locale={{ emptyText }} columns={columns} />
    </>
  );
}

function Records({ d }: { d: StayDetail }) {
  return (
    <>
      <RecordTable
        title="支付与退款"
        rows={d.payments}
        emptyText="没有支付记录"
        columns={[
          { title: '时间', dataIndex: 'paidAt', render: formatTime },
          { title: '方式', dataIndex: 'channelText' },
          { title: '金额', dataIndex: 'amountFen', render: formatFen },
        ]}
      />
      {d.refunds.length > 0 && (
        <Table
          {...small}
          rowKey="id"
          dataSource={d.refunds}
          columns={[
            { title: '退款时间', dataIndex: 'at', render: formatTime },
            { title: '支付单', dataIndex: 'orderNo' },
            { title: '金额', dataIndex: 'amountFen', render: formatFen },
            { title: '状态', dataIndex: 'state' },
          ]}
        />
      )}
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="优惠券">
          {d.coupons.map((c) => `${c.name}（${c.state}）`).join('，') || '无'}
        </Descriptions.Item>
        <Descriptions.Item label="发票">
          {d.invoices.map((i) => `${formatFen(i.amountFen)} ${i.state}`).join('，') || '未开票'}
        </Descriptions.Item>
        <Descriptions.Item label="工单">
          {d.tickets.map((t) => `CS${t.seq} ${t.kind} ${t.state}`).join('，') || '无'}
        </Descriptions.Item>
      </Descriptions>
      <RecordTable
        title="人工更正"
        rows={d.corrections}
        emptyText="没有人工更正"
        columns={[
          { title: '时间', dataIndex: 'at', render: formatTime },
          { title: '操作', dataIndex: 'kind', render: (k: string) => KIND_TEXT[k] ?? k },
          { title: '操作人', dataIndex: 'operatorName' },
          {
            title: '金额',
            render: (_, c) =>
              c.feeAfterFen === null
                ? ''
                : `${c.feeBeforeFen === null ? '—' : formatFen(c.feeBeforeFen)} → ${formatFen(c.feeAfterFen)}`,
          },
          { title: '原因', dataIndex: 'reason' },
        ]}
      />
      <RecordTable
        title="审计记录"
        rows={d.audit}
        emptyText="没有审计记录"
        columns={[
          { title: '时间', dataIndex: 'at', render: formatTime },
          { title: '操作人', dataIndex: 'operatorName' },
          { title: '操作', dataIndex: 'operation' },
          { title: '原因', dataIndex: 'reason' },
        ]}
      />
    </>
  );
}
