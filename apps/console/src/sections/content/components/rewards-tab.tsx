import {
  GoldAdjustment,
  GoldOptionInput,
  RewardOperatorOps,
  RewardSettingsInput,
  type GoldOption,
  type InviteReportRow,
} from '@parking/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useSettingsForm, useZodForm } from '../../../components/zod-form';
import { batchesQuery } from '../../coupons/api/coupons';
import { api } from '../../../api/client';
import { goldOptionsQuery, inviteReportQuery, rewardSettingsQuery, useContentMutations } from '../api/content';
import { QueryTable } from '../../../components/desk';
import { SectionTitle } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';

/**
 * 奖励: the coupons given on sign-up and for invites, the invite limits, the gold coin rate and what coins buy; who
 * invited how many; a driver's coins adjusted with a reason.
 */
export function RewardsTab() {
  const batches = useQuery(batchesQuery);
  const platformBatches =
    batches.data
      ?.filter((b) => b.merchantId === null)
      .map((b) => ({ value: b.id, label: `${b.name}（${b.title}）` })) ?? [];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <RewardSettingsCard batches={platformBatches} />
      <GoldOptionsCard batches={platformBatches} />
      <InviteReportCard />
      <GoldAdjustCard />
    </Space>
  );
}

type Options = { value: string; label: string }[];

function RewardSettingsCard({ batches }: { batches: Options }) {
  const settings = useQuery(rewardSettingsQuery);
  const { saveRewards } = useContentMutations();
  const { message } = App.useApp();
  const { form, save } = useSettingsForm(RewardSettingsInput, settings.data, (body) =>
    saveRewards.mutate(body, { onSuccess: () => void message.success('奖励设置已保存') }),
  );
  const batch = (name: keyof RewardSettingsInput, label: string) => (
    <Form.Item name={name} label={label} normalize={(v: string | undefined) => v ?? null}>
      <Select allowClear placeholder="不发放" style={{ width: 300 }} options={batches} />
    </Form.Item>
  );
  return (
    <Card title={<SectionTitle>奖励设置</SectionTitle>}>
      <ErrorAlert error={saveRewards.error ?? settings.error} gap={16} />
      <Form form={form} layout="vertical" name="reward-settings" style={{ maxWidth: 640 }} onFinish={save}>
        {batch('registerBatchId', '注册奖励（平台批次）')}
        {batch('inviterBatchId', '邀请人奖励')}
        {batch('inviteeBatchId', '被邀请人奖励')}
        <Space size={24}>
          <Form.Item name="invitesPerDay" label="每人每天最多邀请（0 不限）">
            <InputNumber min={0} max={10000} />
          </Form.Item>
          <Form.Item name="invitesTotal" label="每人最多邀请（0 不限）">
            <InputNumber min={0} max={10000} />
          </Form.Item>
          <Form.Item name="coinsPerYuan" label="每元停车费得金币（0 关闭）">
            <InputNumber min={0} max={100} />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={saveRewards.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

function GoldOptionsCard({ batches }: { batches: Options }) {
  const options = useQuery(goldOptionsQuery);
  const { form, whenValid } = useZodForm(GoldOptionInput);
  const { createGoldOption } = useContentMutations();
  const { message } = App.useApp();
  const add = whenValid((body) => {
    createGoldOption.mutate(body, { onSuccess: () => (void message.success('兑换项已添加'), form.resetFields()) });
  });
  return (
    <Card title={<SectionTitle>金币兑换项</SectionTitle>}>
      <Form form={form} layout="inline" name="gold-option" onFinish={add} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="name" label="名称">
          <Input maxLength={30} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="batchId" label="平台批次" extra="折扣不超过5%且有封顶的折扣券">
          <Select style={{ width: 260 }} options={batches} />
        </Form.Item>
        <Form.Item name="coinCost" label="所需金币">
          <InputNumber min={1} style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={createGoldOption.isPending}>
          添加
        </Button>
      </Form>
      <QueryTable<GoldOption>
        query={options}
        refused={createGoldOption.error}
        rowKey="id"
        size="small"
        refetching
        emptyText="还没有兑换项"
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '优惠', dataIndex: 'title' },
          { title: '所需金币', dataIndex: 'coinCost' },
          {
            title: '状态',
            dataIndex: 'active',
            render: (a: boolean) => (a ? <Tag color="green">可兑换</Tag> : <Tag>已停用</Tag>),
          },
        ]}
      />
    </Card>
  );
}

/** Who invited how many drivers, and how many of those invites were rewarded (phones masked by the server). */
function InviteReportCard() {
  const report = useQuery(inviteReportQuery);
  return (
    <Card title={<SectionTitle>邀请统计</SectionTitle>}>
      <QueryTable<InviteReportRow>
        query={report}
        rowKey="inviterId"
        size="small"
        refetching
        pageSize={10}
        emptyText="还没有邀请记录"
        columns={[
          { title: '邀请人', dataIndex: 'inviterPhone', render: (p: string) => p || '已注销' },
          { title: '邀请人数', dataIndex: 'invited' },
          { title: '已发奖励', dataIndex: 'rewarded' },
        ]}
      />
    </Card>
  );
}

/** A driver's coins added or taken off with a reason (a support case, a correction); the driver's movements show it. */
function GoldAdjustCard() {
  const { form, whenValid } = useZodForm(GoldAdjustment);
  const { message } = App.useApp();
  const adjust = useMutation({
    mutationFn: (body: GoldAdjustment) => api.call(RewardOperatorOps.adjustGold, { body }),
  });
  const submit = whenValid((body) => {
    adjust.mutate(body, {
      onSuccess: (done) => (void message.success(`已调整，车主现有 ${done.balance} 金币`), form.resetFields()),
    });
  });
  return (
    <Card title={<SectionTitle>调整金币</SectionTitle>}>
      <ErrorAlert error={adjust.error} gap={16} />
      <Form form={form} layout="inline" name="gold-adjust" onFinish={submit} style={{ rowGap: 8 }}>
        <Form.Item name="driverId" label="车主编号">
          <Input style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="coins" label="金币（负数扣减）">
          <InputNumber precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="reason" label="原因">
          <Input maxLength={100} style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adjust.isPending}>
          调整
        </Button>
      </Form>
    </Card>
  );
}
