import { DealerProfile, type DealerSettings, type HomeFuncEntry, type MenuConfig } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Result, Space, Spin, Switch, Table, Tag } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useZodForm } from '../../../components/zod-form';
import { dealerSettingsQuery, useSettingsMutations } from '../api/settings';
import { H5PagesCard } from '../components/h5-pages-card';
import { PlatePrefixCard } from '../components/plate-prefix-card';
import { PageTitle, SectionTitle } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';
import { homeEntryColumns } from '../../content/components/home-entry-columns';

/** The menu flags the driver app reads, with what each turns on (the two modes stay as they are). */
const MENU_FLAGS: [keyof MenuConfig, string][] = [
  ['scan', '扫码缴费'],
  ['roadParking', '路内停车'],
  ['bagVehicle', '月卡'],
  ['coupon', '优惠券'],
  ['diffTime', '错时共享'],
  ['charging', '充电'],
  ['chargingBerth', '充电车位'],
  ['elecInvoice', '电子发票'],
  ['walletPlan', '钱包'],
  ['supportBalance', '余额支付'],
  ['payForOthers', '代缴'],
  ['news', '资讯'],
  ['homeParkingCharge', '首页停车缴费'],
  ['filterParkingType', '按类型筛选车场'],
  ['etcp', 'ETCP'],
];

/**
 * 运营商设置: what the driver app shows of the dealer (name, service phone, search button), the plate keyboard's default
 * prefix, its menu and home entries, and the external H5 pages those entries open.
 */
export default function SettingsPage() {
  const settings = useQuery(dealerSettingsQuery);
  if (settings.isPending)
    return (
      <Spin size="large" description="正在加载设置…">
        <div style={{ height: 240 }} />
      </Spin>
    );
  if (settings.isError) return <Result status="warning" title="设置打不开" subTitle={settings.error.message} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ProfileCard settings={settings.data} />
      <PlatePrefixCard settings={settings.data} />
      <MenuCard settings={settings.data} />
      <HomeEntriesCard settings={settings.data} />
      <H5PagesCard />
    </Space>
  );
}

function ProfileCard({ settings }: { settings: DealerSettings }) {
  const { form, whenValid } = useZodForm(DealerProfile);
  const { saveProfile } = useSettingsMutations();
  const { message } = App.useApp();
  useEffect(() => form.setFieldsValue(settings.profile), [form, settings.profile]);
  const save = whenValid((body) => {
    saveProfile.mutate(body, {
      onSuccess: () => void message.success('已保存，车主端下次打开即生效'),
      onError: (err) => void message.error(err.message),
    });
  });
  return (
    <Card title={<PageTitle>运营商设置</PageTitle>}>
      <Form form={form} name="profile" layout="vertical" initialValues={settings.profile} style={{ maxWidth: 560 }}>
        <Form.Item name="appName" label="应用名称" extra="车主端标题栏和短信签名使用">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="servicePhone" label="客服电话" extra="数字和 -，如 0571-88888888；留空则不显示">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="searchButtonText" label="首页查询按钮文字">
          <Input maxLength={8} />
        </Form.Item>
        <Button type="primary" onClick={save} loading={saveProfile.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

function MenuCard({ settings }: { settings: DealerSettings }) {
  const { saveMenu } = useSettingsMutations();
  const { message } = App.useApp();
  const toggle = (flag: keyof MenuConfig, on: boolean) =>
    saveMenu.mutate({ ...settings.menu, [flag]: on } as MenuConfig, {
      onError: (err) => void message.error(err.message),
    });
  return (
    <Card title={<SectionTitle>车主端功能</SectionTitle>}>
      <ErrorAlert error={saveMenu.error} gap={16} />
      <Space wrap size={[24, 16]}>
        {MENU_FLAGS.map(([flag, label]) => (
          <label key={flag} style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minWidth: 160 }}>
            <Switch
              checked={settings.menu[flag] === true}
              loading={saveMenu.isPending}
              onChange={(on) => toggle(flag, on)}
              aria-label={label}
            />
            {label}
          </label>
        ))}
      </Space>
    </Card>
  );
}

function HomeEntriesCard({ settings }: { settings: DealerSettings }) {
  return (
    <Card
      title={<SectionTitle>首页入口</SectionTitle>}
      extra={
        <Space>
          {`每行 ${settings.home.column} 个`}
          <Link to="/content?tab=home">编辑首页入口</Link>
        </Space>
      }
    >
      <Table<HomeFuncEntry>
        rowKey="entryId"
        size="small"
        pagination={false}
        dataSource={settings.home.list}
        locale={{ emptyText: '首页还没有入口' }}
        columns={[
          { title: '顺序', render: (_, __, i) => i + 1, width: 64 },
          {
            title: '图标',
            dataIndex: 'icon',
            width: 64,
            render: (icon: string, e) => <img src={icon} alt={e.entryName} width={28} height={28} />,
          },
          ...homeEntryColumns,
          { title: '需登录', dataIndex: 'needLogin', render: (v: boolean) => (v ? <Tag>需登录</Tag> : '否') },
        ]}
      />
    </Card>
  );
}
