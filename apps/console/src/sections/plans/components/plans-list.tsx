import { GiftOutlined } from '@ant-design/icons';
import {
  BAG_KINDS,
  BagGrantInput,
  BagOperatorOps,
  BagPlanFilter,
  bagKindLabel,
  formatPlateNo,
  type OperatorBagPlan,
} from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Popconfirm, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useSave } from '../../../api/queries';
import { DeskTable, FilterBar, useDeskList, FormDialog, SelectFilter, HiddenFields } from '../../../components/desk';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { PLANS_KEY, quotaUseQuery } from '../api/plans';
import { PlanRefund } from './plan-refund';
import { optionsOf, optionsOfText } from '../../../lib/options';
import { parkOptions } from '../../parks/api/parks';

/** 月卡列表: the plans of the operator's parks (sold and granted), with 发放免费卡 and the end of a grant. */
export function PlansList() {
  const list = useDeskList({
    schema: BagPlanFilter,
    query: (filters, page) =>
      queryOptions({
        queryKey: [PLANS_KEY, 'plans', filters, page],
        queryFn: () => api.call(BagOperatorOps.bagPlans, { query: { ...filters, ...page } }),
      }),
  });
  const parks = useQuery(quotaUseQuery);
  const [granting, setGranting] = useState(false);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const end = useMutation({
    mutationFn: (planId: string) => api.call(BagOperatorOps.endBagGrant, { params: { planId } }),
    onSuccess: async () => {
      void message.success('免费卡已终止');
      await queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
    },
    onError: (err) => void message.error(err.message),
  });
  return (
    <>
      <FilterBar
        list={list}
        name="bag-plans"
        extra={
          <Button icon={<GiftOutlined />} onClick={() => setGranting(true)}>
            发放免费卡
          </Button>
        }
      >
        <SelectFilter
          name="parkId"
          label="车场"
          width={200}
          options={parkOptions(parks.data?.filter((p) => p.opened))}
        />
        <SelectFilter name="kind" label="卡种" width={120} options={optionsOf(BAG_KINDS, bagKindLabel)} />
        <SelectFilter
          name="state"
          label="状态"
          width={110}
          options={optionsOfText({ inForce: '有效', ended: '已结束' })}
        />
        <Form.Item name="plateNo" label="车牌">
          <Input allowClear style={{ width: 140 }} placeholder="如 浙A123" />
        </Form.Item>
      </FilterBar>
      <DeskTable<typeof BagPlanFilter, OperatorBagPlan>
        list={list}
        rowKey="planId"
        emptyText="没有符合条件的月卡"
        columns={[
          { title: '车场', dataIndex: 'parkName' },
          { title: '卡种', dataIndex: 'kindName', width: 90 },
          { title: '车牌', render: (_, p) => p.plates.map((x) => formatPlateNo(x.plateNo)).join('、') },
          {
            title: '有效期',
            render: (_, p) => `${formatTime(p.validFrom).slice(0, 10)} 至 ${formatTime(p.validUntil).slice(0, 10)}`,
          },
          { title: '状态', dataIndex: 'stateText', width: 90, render: (t: string) => <Tag>{t}</Tag> },
          { title: '备注', dataIndex: 'note', render: (n: string | null) => n ?? '' },
          {
            title: '操作',
            width: 100,
            render: (_, p) =>
              p.kind === 'free' && p.state !== 'expired' ? (
                <Popconfirm title="今天结束后终止这张免费卡？" onConfirm={() => end.mutate(p.planId)}>
                  <Button type="link" size="small" danger>
                    终止
                  </Button>
                </Popconfirm>
              ) : (
                <PlanRefund plan={p} />
              ),
          },
        ]}
      />
      {granting && <GrantDialog onClose={() => setGranting(false)} />}
    </>
  );
}

/** 发放免费卡 (staff, whitelist): plates × park × days, no payment; it holds a plan space. */
function GrantDialog({ onClose }: { onClose: () => void }) {
  const { form, whenValid } = useZodForm(BagGrantInput);
  const parks = useQuery(quotaUseQuery);
  const grant = useSave((body: BagGrantInput) => api.call(BagOperatorOps.grantBagPlan, { body }), [PLANS_KEY], {
    then: onClose,
  });
  return (
    <FormDialog
      form={form}
      name="bag-grant"
      title="发放免费卡"
      okText="发放"
      busy={grant.isPending}
      error={grant.error}
      onClose={onClose}
      onFinish={whenValid((body) => grant.mutate(body as BagGrantInput))}
    >
      <Form.Item name="parkId" label="车场">
        <Select options={parkOptions(parks.data?.filter((p) => p.opened))} placeholder="选择车场" />
      </Form.Item>
      <Form.Item
        name="plates"
        label="车牌"
        getValueProps={(plates: { plateNo: string }[] | undefined) => ({ value: plates?.[0]?.plateNo ?? '' })}
        getValueFromEvent={(e: { target: { value: string } }) => [{ plateNo: e.target.value.trim().toUpperCase() }]}
      >
        <Input placeholder="如 浙A12345" />
      </Form.Item>
      <Form.Item label="有效期" required>
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          onChange={(range) =>
            form.setFieldsValue({
              startDate: range?.[0]?.format('YYYY-MM-DD'),
              endDate: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
        />
      </Form.Item>
      <HiddenFields names={['startDate', 'endDate']} />
      <Form.Item name="note" label="备注（持卡人，运营可见）">
        <Input maxLength={100} placeholder="如 员工 张三" />
      </Form.Item>
      <Form.Item name="phone" label="持卡人手机号（选填，车主可在小程序中看到）">
        <Input maxLength={11} />
      </Form.Item>
    </FormDialog>
  );
}
