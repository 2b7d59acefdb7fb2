import type { FeePart, FeePreview, FeeRule, VehicleClass } from '@parking/contracts';
import { Alert, Card, DatePicker, Descriptions, Empty, Form, Radio, Space, Spin, Statistic, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { formatFen, SHANGHAI } from '../../../lib/format';
import { previewFee } from '../api/fee-rules';
import { SectionTitle } from '../../../components/headings';

const PART_LABEL: Record<FeePart['kind'], string> = {
  free: '免费时段',
  covered: '包月覆盖',
  units: '计时',
  flat: '一口价',
  perVisit: '按次',
};

/** What the operator picked: wall-clock Shanghai times, whatever the desk's time zone. */
const shanghaiIso = (value: Dayjs) => dayjs.tz(value.format('YYYY-MM-DD HH:mm'), SHANGHAI).toISOString();

const todayAt = (hhmm: string) => dayjs(`${dayjs().tz(SHANGHAI).format('YYYY-MM-DD')} ${hhmm}`);

/** A pause in typing before the server prices the draft again. */
const DEBOUNCE_MS = 350;

/**
 * The live preview: an entry, an exit and a vehicle class, priced under the editor's draft by the server's own fee
 * engine (FeeRuleOps.previewFee) every time either changes.
 */
export function FeePreviewPanel({ parkId, rule }: { parkId: string; rule: FeeRule | undefined }) {
  // Today 09:00 → 11:30 in Shanghai, to start with.
  const [enteredAt, setEnteredAt] = useState<Dayjs | null>(() => todayAt('09:00'));
  const [exitedAt, setExitedAt] = useState<Dayjs | null>(() => todayAt('11:30'));
  const [vehicleClass, setVehicleClass] = useState<VehicleClass>('small');
  const [result, setResult] = useState<{ preview?: FeePreview; error?: string; loading: boolean }>({ loading: false });
  const stayError = enteredAt && exitedAt && exitedAt.isBefore(enteredAt) ? '离场时间不能早于入场时间' : undefined;
  const ruleKey = JSON.stringify(rule);

  useEffect(() => {
    if (!rule || !enteredAt || !exitedAt || stayError) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult((r) => ({ ...r, loading: true }));
      previewFee(
        parkId,
        { rule, enteredAt: shanghaiIso(enteredAt), exitedAt: shanghaiIso(exitedAt), vehicleClass },
        controller.signal,
      ).then(
        (preview) => setResult({ preview, loading: false }),
        (err: unknown) => {
          if (!controller.signal.aborted)
            setResult({ error: err instanceof Error ? err.message : String(err), loading: false });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The rule is compared by its JSON: the editor makes a new object on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parkId, ruleKey, enteredAt, exitedAt, vehicleClass, stayError]);

  const preview = result.preview;
  return (
    <Card title={<SectionTitle>费用试算</SectionTitle>} extra={result.loading && <Spin size="small" />}>
      <Form layout="vertical">
        <Space wrap>
          <Form.Item label="入场时间" htmlFor="preview-entered">
            <MinutePicker id="preview-entered" value={enteredAt} onChange={setEnteredAt} />
          </Form.Item>
          <Form.Item
            label="离场时间"
            htmlFor="preview-exited"
            validateStatus={stayError ? 'error' : undefined}
            help={stayError}
          >
            <MinutePicker id="preview-exited" value={exitedAt} onChange={setExitedAt} />
          </Form.Item>
        </Space>
        <Form.Item label="车型">
          <Radio.Group
            value={vehicleClass}
            onChange={(e) => setVehicleClass(e.target.value as VehicleClass)}
            options={[
              { value: 'small', label: '小型车' },
              { value: 'large', label: '大型车（黄牌）' },
            ]}
          />
        </Form.Item>
      </Form>
      {!rule && <Alert type="warning" showIcon title="规则有误：请先修正左侧标红的字段" />}
      {rule && result.error && <Alert type="error" showIcon title={result.error} />}
      {rule && !result.error && !preview && !stayError && <Empty description="正在试算…" />}
      {rule && preview && !result.error && (
        <>
          <Descriptions column={2} size="small" style={{ marginBottom: 12 }}>
            <Descriptions.Item label="停车时长">{formatMinutes(preview.stayMinutes)}</Descriptions.Item>
            <Descriptions.Item label="计费时长">{formatMinutes(preview.explanation.chargedMinutes)}</Descriptions.Item>
          </Descriptions>
          <div data-testid="preview-total">
            <Statistic title="应收" value={formatFen(preview.totalFen)} styles={{ content: { fontSize: 32 } }} />
          </div>
          <Table<FeePart>
            style={{ marginTop: 12 }}
            size="small"
            pagination={false}
            rowKey={(p) => `${p.kind}-${p.band ?? ''}-${p.capped}`}
            dataSource={preview.explanation.parts}
            locale={{ emptyText: '没有计费的时段' }}
            columns={[
              { title: '明细', render: (_, p) => PART_LABEL[p.kind] },
              { title: '时段', dataIndex: 'band', render: (band: string | null) => band ?? '全天' },
              { title: '时长', dataIndex: 'minutes', render: formatMinutes },
              {
                title: '金额',
                render: (_, p) => (
                  <Space size={4}>
                    {formatFen(p.fen)}
                    {p.capped && <Tag>已封顶（原 {formatFen(p.rawFen)}）</Tag>}
                  </Space>
                ),
              },
            ]}
          />
          <div style={{ marginTop: 12 }}>
            {preview.explanation.rule.map((label) => (
              <Tag key={label} style={{ marginBottom: 4 }}>
                {label}
              </Tag>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}

const formatMinutes = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)}小时${minutes % 60 ? `${minutes % 60}分钟` : ''}` : `${minutes}分钟`;

/** A time to the minute, never empty (the trial needs both ends of the stay). */
function MinutePicker(p: { id: string; value: Dayjs | null; onChange: (value: Dayjs | null) => void }) {
  return (
    <DatePicker
      id={p.id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={p.value}
      onChange={p.onChange}
      allowClear={false}
    />
  );
}
