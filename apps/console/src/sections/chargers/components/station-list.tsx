import { formatFen, TOU_BANDS, touBandText, type ChargingTariff, type DeskStation } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { stationsQuery, tariffQuery, useChargerMutations } from '../api/chargers';
import { QueryTable } from '../../../components/desk';
import { ErrorAlert } from '../../../components/error-alert';

/** Price units are 1/10000 元 per kWh. */
const UNITS = 10_000;
const OPEN_STATE: Record<number, string> = { 1: '营业中', 2: '已关闭', 3: '维护中' };

/** The stations of the operator's scope: free guns now (pushed), price, and the tariff (admin or finance edit it). */
export function StationList({ mayPrice }: { mayPrice: boolean }) {
  const stations = useQuery(stationsQuery);
  const [tariffOf, setTariffOf] = useState<DeskStation>();
  return (
    <>
      <QueryTable<DeskStation>
        query={stations}
        rowKey="stationId"
        pageSize={20}
        emptyText="您的车场还没有充电站"
        columns={[
          { title: '充电站', dataIndex: 'name' },
          { title: '地址', dataIndex: 'address' },
          { title: '状态', dataIndex: 'openState', render: (s: number) => <Tag>{OPEN_STATE[s] ?? s}</Tag> },
          { title: '快充 空闲/总数', render: (_, s) => `${s.quickFree}/${s.quickTotal}` },
          { title: '慢充 空闲/总数', render: (_, s) => `${s.slowFree}/${s.slowTotal}` },
          { title: '接入桩数', dataIndex: 'chargers' },
          { title: '当前电价', render: (_, s) => `${(s.currentPrice / UNITS).toFixed(4)}元/度` },
          { title: '占位费', dataIndex: 'supportOccupy', render: (on: boolean) => (on ? '收取' : '不收') },
          {
            title: '操作',
            render: (_, s) =>
              mayPrice ? (
                <Button size="small" onClick={() => setTariffOf(s)}>
                  电价
                </Button>
              ) : null,
          },
        ]}
      />
      <TariffDrawer station={tariffOf} onClose={() => setTariffOf(undefined)} />
    </>
  );
}

type TariffForm = Record<`${(typeof TOU_BANDS)[number]}${'E' | 'S'}`, number> & {
  occupy: boolean;
  graceMinutes: number;
  perMinuteYuan: number;
  capYuan: number;
};

/** A station's tariff: the four bands' prices (元/度) and the occupation fee; the periods stay as they are. */
function TariffDrawer({ station, onClose }: { station: DeskStation | undefined; onClose: () => void }) {
  const tariff = useQuery({ ...tariffQuery(station?.stationId ?? ''), enabled: !!station });
  const { setTariff } = useChargerMutations();
  const { message } = App.useApp();
  const [form] = Form.useForm<TariffForm>();
  const current = tariff.data;
  const initial = current ? toForm(current) : undefined;

  async function save() {
    if (!station || !current) return;
    const v = await form.validateFields();
    try {
      await setTariff.mutateAsync({ stationId: station.stationId, tariff: fromForm(current, v) });
      void message.success('电价已保存，之后开始的充电按新电价计费');
      onClose();
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Drawer open={!!station} onClose={onClose} size="large" title={`电价 · ${station?.name ?? ''}`} destroyOnHidden>
      <ErrorAlert error={tariff.error} />
      {current && initial && (
        <Form form={form} layout="vertical" initialValues={initial} name="station-tariff">
          <Typography.Paragraph>
            时段：
            {current.periods.map((p) => `${p.from} ${touBandText[p.band]}`).join('，')}
          </Typography.Paragraph>
          {TOU_BANDS.map((band) => (
            <Space key={band} align="start">
              <Form.Item name={`${band}E`} label={`${touBandText[band]} 电费（元/度）`} rules={[{ required: true }]}>
                <InputNumber min={0} max={10} step={0.01} precision={4} />
              </Form.Item>
              <Form.Item name={`${band}S`} label={`${touBandText[band]} 服务费（元/度）`} rules={[{ required: true }]}>
                <InputNumber min={0} max={10} step={0.01} precision={4} />
              </Form.Item>
            </Space>
          ))}
          <Form.Item name="occupy" label="收取占位费" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Space align="start">
            <Form.Item name="graceMinutes" label="免费时长（分钟）">
              <InputNumber min={0} max={240} precision={0} />
            </Form.Item>
            <Form.Item name="perMinuteYuan" label="每分钟（元）">
              <InputNumber min={0} max={10} step={0.1} precision={2} />
            </Form.Item>
            <Form.Item name="capYuan" label="封顶（元）">
              <InputNumber min={0} max={1000} precision={2} />
            </Form.Item>
          </Space>
          <Typography.Paragraph type="secondary">
            当前封顶 {current.occupation ? formatFen(current.occupation.capFen) : '—'}
          </Typography.Paragraph>
          <Button type="primary" onClick={save} loading={setTariff.isPending}>
            保存电价
          </Button>
        </Form>
      )}
    </Drawer>
  );
}

function toForm(t: ChargingTariff): TariffForm {
  const out: Record<string, number | boolean> = {
    occupy: !!t.occupation,
    graceMinutes: t.occupation?.graceMinutes ?? 15,
    perMinuteYuan: (t.occupation?.perMinuteFen ?? 50) / 100,
    capYuan: (t.occupation?.capFen ?? 5000) / 100,
  };
  for (const band of TOU_BANDS) {
    out[`${band}E`] = t.prices[band].electricity / UNITS;
    out[`${band}S`] = t.prices[band].service / UNITS;
  }
  return out as TariffForm;
}

function fromForm(t: ChargingTariff, v: TariffForm): ChargingTariff {
  const price = (yuan: number) => Math.round(yuan * UNITS);
  return {
    periods: t.periods,
    prices: Object.fromEntries(
      TOU_BANDS.map((band) => [band, { electricity: price(v[`${band}E`]), service: price(v[`${band}S`]) }]),
    ) as ChargingTariff['prices'],
    occupation: v.occupy
      ? {
          graceMinutes: v.graceMinutes,
          perMinuteFen: Math.round(v.perMinuteYuan * 100),
          capFen: Math.round(v.capYuan * 100),
        }
      : null,
  };
}
