import { MerchantFilter, OperatorRole, type Merchant } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DeskTable, FilterBar, useDeskList, SelectFilter } from '../../../components/desk';
import { useOperator } from '../../../app/use-operator';
import { formatTime } from '../../../lib/format';
import { parksQuery } from '../../parks/api/parks';
import { merchantsQuery, useCouponMutations } from '../api/coupons';
import { DisableDialog, MerchantDialog, StaffDrawer } from './merchant-dialogs';
import { optionsOfText } from '../../../lib/options';

/** Whether the signed-in operator may change the desk (admins); finance reads it. */
export function useMayEdit(): boolean {
  const { operator } = useOperator();
  return operator?.roles.includes(OperatorRole.ADMIN) ?? false;
}

/** 商户: the list (by name and state, paged on the server), edit, staff, disable and enable. */
export function MerchantsTab() {
  const list = useDeskList({
    schema: MerchantFilter,
    pageSize: 20,
    query: (filters, page) => merchantsQuery({ ...(filters as MerchantFilter), ...page }),
  });
  const parks = useQuery(parksQuery);
  const parkName = new Map(parks.data?.map((p) => [p.parkId, p.parkName]));
  const mayEdit = useMayEdit();
  const [editing, setEditing] = useState<Merchant | 'new'>();
  const [staffOf, setStaffOf] = useState<Merchant>();
  const [disabling, setDisabling] = useState<Merchant>();
  const { enableMerchant } = useCouponMutations();
  const { message } = App.useApp();

  return (
    <>
      <FilterBar
        list={list}
        name="merchants"
        extra={
          mayEdit && (
            <Button type="primary" onClick={() => setEditing('new')}>
              新建商户
            </Button>
          )
        }
      >
        <Form.Item name="name" label="商户名称">
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <SelectFilter
          name="state"
          label="状态"
          width={120}
          options={optionsOfText({ active: '营业中', disabled: '已停用' })}
        />
      </FilterBar>
      <DeskTable<typeof MerchantFilter, Merchant>
        list={list}
        rowKey="id"
        emptyText="没有符合条件的商户"
        columns={[
          { title: '商户', dataIndex: 'name' },
          {
            title: '车场',
            dataIndex: 'parkIds',
            render: (ids: string[]) => ids.map((id) => <Tag key={id}>{parkName.get(id) ?? id.slice(0, 8)}</Tag>),
          },
          { title: '店员', dataIndex: 'staffCount', width: 80 },
          {
            title: '状态',
            render: (_, m) =>
              m.disabledAt ? (
                <Space orientation="vertical" size={0}>
                  <Tag color="red">已停用</Tag>
                  <Typography.Text type="secondary">{m.disabledReason}</Typography.Text>
                </Space>
              ) : (
                <Tag color="green">营业中</Tag>
              ),
          },
          { title: '创建时间', dataIndex: 'createdAt', render: formatTime, width: 150 },
          {
            title: '操作',
            width: 220,
            render: (_, m) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setStaffOf(m)}>
                  店员
                </Button>
                {mayEdit && (
                  <Button type="link" onClick={() => setEditing(m)}>
                    编辑
                  </Button>
                )}
                {mayEdit &&
                  (m.disabledAt ? (
                    <Button
                      type="link"
                      loading={enableMerchant.isPending && enableMerchant.variables === m.id}
                      onClick={() =>
                        enableMerchant.mutate(m.id, {
                          onSuccess: () => void message.success(`${m.name} 已恢复营业`),
                          onError: (err) => void message.error(err.message),
                        })
                      }
                    >
                      启用
                    </Button>
                  ) : (
                    <Button type="link" danger onClick={() => setDisabling(m)}>
                      停用
                    </Button>
                  ))}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <MerchantDialog
          merchant={editing === 'new' ? undefined : editing}
          parks={parks.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {staffOf && <StaffDrawer merchant={staffOf} mayEdit={mayEdit} onClose={() => setStaffOf(undefined)} />}
      {disabling && <DisableDialog merchant={disabling} onClose={() => setDisabling(undefined)} />}
    </>
  );
}
