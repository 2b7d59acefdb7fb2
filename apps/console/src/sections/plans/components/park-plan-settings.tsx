import { PlusOutlined } from '@ant-design/icons';
import {
  BAG_MAX_PLATES,
  BAG_SOLD_KINDS,
  BAG_VEHICLE_CLASSES,
  BagOperatorOps,
  BagParkSettingsInput,
  BagProductInput,
  bagKindLabel,
  bagVehicleClassLabel,
  isConsumableKind,
  type BagKind,
  type BagProduct,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useSave } from '../../../api/queries';
import { LabelledSelect } from '../../../components/labelled-select';
import { useZodForm } from '../../../components/zod-form';
import { PLANS_KEY, parkProductsQuery, parkSettingsQuery, quotaUseQuery } from '../api/plans';
import { QueryTable, FormDialog, HiddenFields } from '../../../components/desk';
import { optionsOf, optionsOfText } from '../../../lib/options';
import { ErrorAlert } from '../../../components/error-alert';
import { productColumns } from './product-columns';

const DEFAULT_SETTINGS: BagParkSettingsInput = {
  quotaShare: 80,
  autoApprove: false,
  lateRenewDays: 7,
  lateRenewFrom: 'expiry',
  startsNextDay: true,
  needsProof: false,
  notice: '',
};
const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof BagParkSettingsInput)[];

/** A park's plan settings (quota share, renewal rules, proof) and its products; a park not opened is opened here. */
export function ParkPlanSettings({ parkId, onPark }: { parkId?: string; onPark: (parkId: string) => void }) {
  const quotas = useQuery(quotaUseQuery);
  const park = quotas.data?.find((q) => q.parkId === parkId);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <LabelledSelect
        id="plans-park"
        label="车场"
        width={260}
        placeholder="选择车场"
        loading={quotas.isPending}
        value={parkId}
        onChange={onPark}
        options={quotas.data?.map((q) => ({
          value: q.parkId,
          label: `${q.parkName}${q.opened ? '' : '（未开通）'}`,
        }))}
      />
      {park && <SettingsForm key={park.parkId} parkId={park.parkId} opened={park.opened} />}
      {park?.opened && <Products parkId={park.parkId} />}
    </Space>
  );
}

function SettingsForm({ parkId, opened }: { parkId: string; opened: boolean }) {
  const settings = useQuery({ ...parkSettingsQuery(parkId), enabled: opened });
  const { form, whenValid } = useZodForm(BagParkSettingsInput);
  const save = useSave(
    (body: BagParkSettingsInput) => api.call(BagOperatorOps.setBagParkSettings, { params: { parkId }, body }),
    [PLANS_KEY],
    { said: opened ? '设置已保存' : '已开通月卡' },
  );
  if (opened && settings.isPending) return <Card loading />;
  const initial = settings.data ? Object.fromEntries(SETTING_KEYS.map((k) => [k, settings.data[k]])) : DEFAULT_SETTINGS;
  return (
    <Card
      size="small"
      title={opened ? '月卡设置' : '开通月卡'}
      extra={
        settings.data && (
          <Typography.Text>
            名额 {settings.data.held} / {settings.data.quota < 0 ? '不限' : settings.data.quota}
          </Typography.Text>
        )
      }
    >
      <ErrorAlert error={save.error} gap={16} />
      <Form
        form={form}
        name="bag-settings"
        layout="inline"
        initialValues={initial}
        style={{ rowGap: 8 }}
        onFinish={whenValid((body) => save.mutate(body))}
      >
        <Form.Item name="quotaShare" label="名额占车位（%，-1 不限）">
          <InputNumber min={-1} max={100} />
        </Form.Item>
        <Form.Item name="lateRenewDays" label="过期后可续费天数">
          <InputNumber min={0} max={90} />
        </Form.Item>
        <Form.Item name="lateRenewFrom" label="逾期续费起算">
          <Select style={{ width: 130 }} options={optionsOfText({ expiry: '从到期日起', renewal: '从续费日起' })} />
        </Form.Item>
        <Form.Item name="startsNextDay" label="次日生效" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="needsProof" label="需居住/工作证明" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="autoApprove" label="自动通过（演示）" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="notice" label="办理须知" style={{ width: '100%' }}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {opened ? '保存设置' : '开通'}
        </Button>
      </Form>
    </Card>
  );
}

function Products({ parkId }: { parkId: string }) {
  const products = useQuery(parkProductsQuery(parkId));
  const [editing, setEditing] = useState<Partial<BagProduct>>();
  return (
    <Card
      size="small"
      title="产品与价格"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ parkId })}>
          新增产品
        </Button>
      }
    >
      <QueryTable<BagProduct>
        query={products}
        rowKey="productId"
        size="small"
        loading={products.isFetching}
        emptyText="还没有产品：新增一个再开放办理"
        columns={[
          ...productColumns,
          { title: '数量', dataIndex: 'quantity', render: (q: number | null) => q ?? '—' },
          { title: '每卡车牌数', dataIndex: 'maxPlates' },
          {
            title: '时段',
            dataIndex: 'windows',
            render: (w: BagProduct['windows']) => (w ? w.map((x) => `${x.from}–${x.to}`).join('、') : <Tag>全天</Tag>),
          },
          {
            title: '操作',
            render: (_, p) => (
              <Button type="link" size="small" onClick={() => setEditing(p)}>
                修改
              </Button>
            ),
          },
        ]}
      />
      {editing && <ProductDialog product={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

/** Sets a park × kind × vehicle class product's price (a product is put again to change it). */
function ProductDialog({ product, onClose }: { product: Partial<BagProduct>; onClose: () => void }) {
  const { form, whenValid } = useZodForm(BagProductInput);
  const kind = Form.useWatch('kind', form) as BagKind | undefined;
  const save = useSave((body: BagProductInput) => api.call(BagOperatorOps.putBagProduct, { body }), [PLANS_KEY], {
    then: onClose,
  });
  return (
    <FormDialog
      form={form}
      name="bag-product"
      title={product.productId ? '修改产品' : '新增产品'}
      okText="保存"
      busy={save.isPending}
      error={save.error}
      onClose={onClose}
      initialValues={{
        parkId: product.parkId,
        kind: product.kind ?? 'month',
        vehicleClass: product.vehicleClass ?? 'small',
        priceFen: product.priceFen,
        windows: product.windows ?? null,
        quantity: product.quantity ?? null,
        maxPlates: product.maxPlates ?? 3,
        onSale: true,
      }}
      onFinish={whenValid((body) => save.mutate(body))}
    >
      <HiddenFields names={['parkId', 'windows']} />
      <Form.Item name="kind" label="卡种">
        <Select options={optionsOf(BAG_SOLD_KINDS, bagKindLabel)} />
      </Form.Item>
      <Form.Item name="vehicleClass" label="车型">
        <Select options={optionsOf(BAG_VEHICLE_CLASSES, bagVehicleClassLabel)} />
      </Form.Item>
      <Form.Item
        name="priceFen"
        label="价格（元）"
        getValueProps={(fen: number | undefined) => ({ value: fen === undefined ? fen : fen / 100 })}
        getValueFromEvent={(yuan: number | null) => (yuan === null ? undefined : Math.round(yuan * 100))}
      >
        <InputNumber min={0.01} step={10} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      {kind && isConsumableKind(kind) && (
        <Form.Item name="quantity" label="数量（储值卡为分，储次卡为次，储天卡为天）">
          <InputNumber min={1} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="maxPlates" label="每卡车牌数">
        <InputNumber min={1} max={BAG_MAX_PLATES} />
      </Form.Item>
      <Form.Item name="onSale" label="开放办理" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
