import { PlusOutlined } from '@ant-design/icons';
import {
  ApplicationsOperatorOps,
  PROGRAMME_CATEGORIES,
  ProgrammeInput,
  type OperatorProgramme,
  type ProgrammeCategory,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useSave } from '../../../api/queries';
import { useZodForm } from '../../../components/zod-form';
import { QueryTable, FormDialog } from '../../../components/desk';
import { optionsOf } from '../../../lib/options';
import { parkOptions, parksQuery } from '../../parks/api/parks';

const PROGRAMMES_KEY = ['benefitProgrammes'];

export const PROGRAMME_CATEGORY_TEXT: Record<ProgrammeCategory, string> = {
  disabled: '残疾人',
  veteran: '退役军人',
  newEnergy: '新能源',
  other: '其他',
};

/**
 * 权益项目 (service): the dealer's benefit programmes drivers apply to (权益申请 reviews the applications) — who may
 * apply and with which certificate, what an approval gives (in words, and the discount at the gate), how long it
 * lasts, where it applies, and whether it takes applications. Created and edited here; the server checks the same
 * contract and answers its message on a refusal.
 */
export function BenefitProgrammes() {
  const programmes = useQuery({
    queryKey: PROGRAMMES_KEY,
    queryFn: () => api.call(ApplicationsOperatorOps.listProgrammes),
  });
  const parks = useQuery(parksQuery);
  const parkName = new Map((parks.data ?? []).map((p) => [p.parkId, p.parkName]));
  const [editing, setEditing] = useState<OperatorProgramme | 'new'>();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
        新建权益项目
      </Button>
      <QueryTable<OperatorProgramme>
        query={programmes}
        rowKey="programmeId"
        size="small"
        refetching
        pageSize={20}
        emptyText="还没有权益项目：新建一个，车主即可申请"
        columns={[
          { title: '项目名称', dataIndex: 'name' },
          {
            title: '类别',
            dataIndex: 'category',
            width: 100,
            render: (c: ProgrammeCategory) => PROGRAMME_CATEGORY_TEXT[c],
          },
          { title: '优惠内容', dataIndex: 'benefitText' },
          {
            title: '停车费优惠',
            dataIndex: 'discountPercent',
            width: 110,
            render: (p: number | null) => (p === null ? '—' : p === 100 ? '全免' : `减 ${p}%`),
          },
          { title: '有效期', dataIndex: 'validDays', width: 90, render: (d: number) => `${d} 天` },
          {
            title: '适用车场',
            dataIndex: 'parkIds',
            render: (ids: string[]) =>
              ids.length === 0 ? '全部车场' : ids.map((id) => parkName.get(id) ?? '其他车场').join('、'),
          },
          {
            title: '状态',
            dataIndex: 'active',
            width: 90,
            render: (on: boolean) => <Tag color={on ? 'success' : 'default'}>{on ? '接受申请' : '已停用'}</Tag>,
          },
          {
            title: '操作',
            width: 80,
            render: (_, p) => (
              <Button type="link" size="small" aria-label={`编辑 ${p.name}`} onClick={() => setEditing(p)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <ProgrammeDialog
          programme={editing === 'new' ? undefined : editing}
          parks={parkOptions(parks.data)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Space>
  );
}

function ProgrammeDialog({
  programme,
  parks,
  onClose,
}: {
  programme: OperatorProgramme | undefined;
  parks: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { form, whenValid } = useZodForm(ProgrammeInput);
  const save = useSave(
    (body: ProgrammeInput) =>
      programme
        ? api.call(ApplicationsOperatorOps.updateProgramme, { params: { programmeId: programme.programmeId }, body })
        : api.call(ApplicationsOperatorOps.createProgramme, { body }),
    PROGRAMMES_KEY,
    { said: '权益项目已保存', then: onClose },
  );
  const initial: ProgrammeInput = programme
    ? {
        category: programme.category,
        name: programme.name,
        description: programme.description,
        benefitText: programme.benefitText,
        validDays: programme.validDays,
        active: programme.active,
        discountPercent: programme.discountPercent,
        parkIds: programme.parkIds,
      }
    : {
        category: 'other',
        name: '',
        description: '',
        benefitText: '',
        validDays: 365,
        active: true,
        discountPercent: null,
        parkIds: [],
      };
  return (
    <FormDialog
      form={form}
      name="benefit-programme"
      title={programme ? '编辑权益项目' : '新建权益项目'}
      okText="保存"
      width={600}
      busy={save.isPending}
      error={save.error}
      onClose={onClose}
      initialValues={initial}
      onFinish={whenValid((body) => save.mutate(body))}
    >
      <Form.Item name="name" label="项目名称">
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="category" label="类别">
        <Select options={optionsOf(PROGRAMME_CATEGORIES, PROGRAMME_CATEGORY_TEXT)} />
      </Form.Item>
      <Form.Item name="description" label="申请说明（谁可以申请、需上传什么证件）">
        <Input.TextArea rows={3} maxLength={320} />
      </Form.Item>
      <Form.Item name="benefitText" label="优惠内容（车主可见）">
        <Input maxLength={120} placeholder="例如：本平台停车场每日前 2 小时免费" />
      </Form.Item>
      <Space size={24} wrap>
        <Form.Item name="discountPercent" label="停车费优惠比例（%，100 为全免，不填为不减免）">
          <InputNumber min={1} max={100} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="validDays" label="通过后有效天数">
          <InputNumber min={1} max={3660} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item name="parkIds" label="适用车场（不选为全部车场）">
        <Select mode="multiple" allowClear options={parks} optionFilterProp="label" placeholder="全部车场" />
      </Form.Item>
      <Form.Item name="active" label="接受申请" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
