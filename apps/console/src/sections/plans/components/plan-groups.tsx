import { PlusOutlined } from '@ant-design/icons';
import {
  BagGroupInput,
  BagGroupOperatorOps,
  type BagGroup,
  type BagProduct,
  type BagQuotaUse,
} from '@parking/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useSave } from '../../../api/queries';
import { useZodForm } from '../../../components/zod-form';
import { PLANS_KEY, parkProductsQuery, quotaUseQuery } from '../api/plans';
import { QueryTable, FormDialog } from '../../../components/desk';
import { parkOptions } from '../../parks/api/parks';
import { ErrorAlert } from '../../../components/error-alert';
import { productColumns } from './product-columns';

const groupsQuery = {
  queryKey: [PLANS_KEY, 'groups'],
  queryFn: () => api.call(BagGroupOperatorOps.bagGroups),
};

/**
 * 多车场规则 (admins; decision 048): a named group of the dealer's parks, and the plan products joined to it — a plan
 * bought from a joined product is valid at every park of the group (its space is held at the product's own park).
 * Drivers see the groups on /nearbyBagRules. A product joins only a group holding its own park; the server's message
 * is shown when it refuses.
 */
export function PlanGroups() {
  const groups = useQuery(groupsQuery);
  const parks = useQuery(quotaUseQuery);
  const parkName = new Map((parks.data ?? []).map((p) => [p.parkId, p.parkName]));
  const [editing, setEditing] = useState<BagGroup | 'new'>();
  const [products, setProducts] = useState<BagGroup>();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        一条规则包含多个车场：加入规则的月卡产品，在规则内的每个车场都可使用（名额占用在产品所属车场）。
      </Typography.Text>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ width: 'fit-content' }}>
        新建规则
      </Button>
      <QueryTable<BagGroup>
        query={groups}
        rowKey="groupId"
        size="small"
        refetching
        pageSize={20}
        emptyText="还没有多车场规则"
        columns={[
          { title: '规则名称', dataIndex: 'name', width: 180 },
          { title: '说明', dataIndex: 'description', render: (d: string) => d || '—' },
          {
            title: '车场',
            dataIndex: 'parkIds',
            render: (ids: string[]) => ids.map((id) => parkName.get(id) ?? '其他车场').join('、'),
          },
          { title: '产品', dataIndex: 'productIds', width: 90, render: (ids: string[]) => `${ids.length} 个` },
          {
            title: '操作',
            width: 150,
            render: (_, g) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`编辑 ${g.name}`} onClick={() => setEditing(g)}>
                  编辑
                </Button>
                <Button type="link" size="small" aria-label={`产品 ${g.name}`} onClick={() => setProducts(g)}>
                  产品
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <GroupDialog
          group={editing === 'new' ? undefined : editing}
          parks={parks.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {products && (
        <GroupProducts
          groupId={products.groupId}
          groups={groups.data ?? []}
          parkName={parkName}
          onClose={() => setProducts(undefined)}
        />
      )}
    </Space>
  );
}

/** 新建 / 编辑: the group's name, what drivers read of it, and its parks (a park taken out takes its products out). */
function GroupDialog({ group, parks, onClose }: { group?: BagGroup; parks: BagQuotaUse[]; onClose: () => void }) {
  const { form, whenValid } = useZodForm(BagGroupInput);
  const save = useSave(
    (body: BagGroupInput) =>
      group
        ? api.call(BagGroupOperatorOps.putBagGroup, { params: { groupId: group.groupId }, body })
        : api.call(BagGroupOperatorOps.createBagGroup, { body }),
    [PLANS_KEY],
    { said: '规则已保存', then: onClose },
  );
  return (
    <FormDialog
      form={form}
      name="bag-group"
      title={group ? '编辑多车场规则' : '新建多车场规则'}
      okText="保存"
      busy={save.isPending}
      error={save.error}
      onClose={onClose}
      initialValues={{
        name: group?.name ?? '',
        description: group?.description ?? '',
        parkIds: group?.parkIds ?? [],
      }}
      onFinish={whenValid((body) => save.mutate(body))}
    >
      <Form.Item name="name" label="规则名称（车主可见）">
        <Input maxLength={40} placeholder="例如：城西商圈通用月卡" />
      </Form.Item>
      <Form.Item name="description" label="说明">
        <Input.TextArea rows={2} maxLength={520} />
      </Form.Item>
      <Form.Item name="parkIds" label="适用车场">
        <Select mode="multiple" optionFilterProp="label" placeholder="选择车场" options={parkOptions(parks)} />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * 产品: the plan products of the group's parks, each joined to this group, to another, or to none; 加入 puts one in
 * this group (out of any other), 移出 leaves it valid at its own park only.
 */
function GroupProducts({
  groupId,
  groups,
  parkName,
  onClose,
}: {
  groupId: string;
  groups: BagGroup[];
  parkName: Map<string, string>;
  onClose: () => void;
}) {
  const group = groups.find((g) => g.groupId === groupId);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const lists = useQueries({ queries: (group?.parkIds ?? []).map((parkId) => parkProductsQuery(parkId)) });
  const products = lists.flatMap((q) => q.data ?? []);
  const groupOf = (productId: string) => groups.find((g) => g.productIds.includes(productId));
  const join = useMutation({
    mutationFn: ({ productId, to }: { productId: string; to: string | null }) =>
      api.call(BagGroupOperatorOps.setBagProductGroup, { params: { productId }, body: { groupId: to } }),
    onSuccess: async (_, { to }) => {
      void message.success(to ? '已加入规则' : '已移出规则');
      await queryClient.invalidateQueries({ queryKey: [PLANS_KEY, 'groups'] });
    },
  });
  return (
    <Modal open title={`规则产品 · ${group?.name ?? ''}`} footer={null} onCancel={onClose} width={760}>
      <ErrorAlert error={join.error} gap={16} />
      <Table<BagProduct>
        rowKey="productId"
        size="small"
        loading={lists.some((q) => q.isFetching)}
        dataSource={products}
        pagination={false}
        locale={{ emptyText: '规则内的车场还没有月卡产品：先在「车场设置与产品」新增' }}
        columns={[
          { title: '车场', dataIndex: 'parkId', render: (id: string) => parkName.get(id) ?? '—' },
          ...productColumns,
          {
            title: '所在规则',
            render: (_, p) => {
              const of = groupOf(p.productId);
              if (!of) return <Tag>仅本车场</Tag>;
              return <Tag color={of.groupId === groupId ? 'success' : 'default'}>{of.name}</Tag>;
            },
          },
          {
            title: '操作',
            width: 90,
            render: (_, p) => {
              const label = `${parkName.get(p.parkId) ?? ''} ${p.kindName} ${p.vehicleClassName}`;
              const inThis = groupOf(p.productId)?.groupId === groupId;
              return (
                <Button
                  type="link"
                  size="small"
                  danger={inThis}
                  loading={join.isPending && join.variables.productId === p.productId}
                  aria-label={`${inThis ? '移出' : '加入'} ${label}`}
                  onClick={() => join.mutate({ productId: p.productId, to: inThis ? null : groupId })}
                >
                  {inThis ? '移出' : '加入'}
                </Button>
              );
            },
          },
        ]}
      />
    </Modal>
  );
}
