import { PlusOutlined } from '@ant-design/icons';
import {
  OPERATOR_ROLES,
  OperatorCreate,
  OperatorPasswordReset,
  operatorRoleLabel,
  OperatorUpdate,
  PARK_SCOPED_ROLES,
  type OperatorAccount,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { useOperator } from '../../../app/use-operator';
import { parkOptions, parksQuery } from '../../parks/api/parks';
import { useFailure } from '../../../api/queries';
import { accountsQuery, useAccountMutations } from '../api/accounts';
import { QueryTable } from '../../../components/desk';
import { PageTitle } from '../../../components/headings';
import { ModalForm } from '../../../components/modal-form';

const roleOptions = OPERATOR_ROLES.map((role) => ({
  value: role,
  label: `${operatorRoleLabel[role]}${PARK_SCOPED_ROLES.includes(role) ? '（限授权车场）' : ''}`,
}));

type Editing =
  { mode: 'create' } | { mode: 'edit'; account: OperatorAccount } | { mode: 'reset'; account: OperatorAccount };

/** Accounts and roles: the dealer's operators; create, edit roles and parks, disable, reset a password. */
export default function AccountsPage() {
  const accounts = useQuery(accountsQuery);
  const parks = useQuery(parksQuery);
  const { operator } = useOperator();
  const [editing, setEditing] = useState<Editing>();
  const parkName = new Map(parks.data?.map((p) => [p.parkId, p.parkName]));

  return (
    <Card
      title={<PageTitle>账号与角色</PageTitle>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
          新建账号
        </Button>
      }
    >
      <QueryTable<OperatorAccount>
        query={accounts}
        rowKey="id"
        emptyText="还没有账号：点“新建账号”添加第一位运营人员"
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'displayName' },
          {
            title: '角色',
            dataIndex: 'roles',
            render: (roles: OperatorAccount['roles']) => roles.map((r) => <Tag key={r}>{operatorRoleLabel[r]}</Tag>),
          },
          {
            title: '授权车场',
            dataIndex: 'parkIds',
            render: (ids: string[]) => (ids.length === 0 ? '全部' : ids.map((id) => parkName.get(id) ?? id).join('、')),
          },
          {
            title: '状态',
            render: (_, a) =>
              a.disabled ? (
                <Tag>已停用</Tag>
              ) : a.lockedUntil && Date.parse(a.lockedUntil) > Date.now() ? (
                <Tag>锁定至 {formatTime(a.lockedUntil)}</Tag>
              ) : (
                <Tag>正常</Tag>
              ),
          },
          { title: '创建时间', dataIndex: 'createdAt', render: formatTime },
          {
            title: '操作',
            render: (_, account) => (
              <Space>
                <Button type="link" onClick={() => setEditing({ mode: 'edit', account })}>
                  编辑
                </Button>
                <Button type="link" onClick={() => setEditing({ mode: 'reset', account })}>
                  重置密码
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing?.mode === 'create' && <CreateDialog parks={parks.data ?? []} onClose={() => setEditing(undefined)} />}
      {editing?.mode === 'edit' && (
        <EditDialog
          account={editing.account}
          self={editing.account.id === operator?.id}
          parks={parks.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.mode === 'reset' && <ResetDialog account={editing.account} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

type Parks = { parkId: string; parkName: string }[];

function RoleAndParkFields({ parks }: { parks: Parks }) {
  return (
    <>
      <Form.Item name="roles" label="角色" extra="车场管理员、收费员只能查看和操作授权车场">
        <Select mode="multiple" options={roleOptions} placeholder="选择角色" />
      </Form.Item>
      <Form.Item name="parkIds" label="授权车场">
        <Select mode="multiple" options={parkOptions(parks)} placeholder="车场角色须选择车场；全局角色不选" />
      </Form.Item>
    </>
  );
}

function CreateDialog({ parks, onClose }: { parks: Parks; onClose: () => void }) {
  const { form, whenValid } = useZodForm(OperatorCreate);
  const { create } = useAccountMutations();
  const { message } = App.useApp();
  const failed = useFailure();
  const submit = whenValid((body) => {
    create.mutate(body, {
      onSuccess: (account) => {
        void message.success(`已创建账号 ${account.username}`);
        onClose();
      },
      onError: failed,
    });
  });
  return (
    <ModalForm
      form={form}
      title="新建账号"
      okText="创建"
      busy={create.isPending}
      onOk={submit}
      onClose={onClose}
      initialValues={{ roles: [], parkIds: [] }}
    >
      <Form.Item name="username" label="用户名">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="displayName" label="姓名">
        <Input />
      </Form.Item>
      <Form.Item name="password" label="初始密码" extra="8 到 64 位，须包含字母和数字">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RoleAndParkFields parks={parks} />
    </ModalForm>
  );
}

function EditDialog({
  account,
  self,
  parks,
  onClose,
}: {
  account: OperatorAccount;
  self: boolean;
  parks: Parks;
  onClose: () => void;
}) {
  const { form, whenValid } = useZodForm(OperatorUpdate);
  const { update } = useAccountMutations();
  const failed = useFailure();
  const submit = whenValid((body) => {
    update.mutate({ operatorId: account.id, body }, { onSuccess: onClose, onError: failed });
  });
  return (
    <ModalForm
      form={form}
      title={`编辑账号 ${account.username}`}
      okText="保存"
      busy={update.isPending}
      onOk={submit}
      onClose={onClose}
      initialValues={account}
    >
      <Form.Item name="displayName" label="姓名">
        <Input />
      </Form.Item>
      <RoleAndParkFields parks={parks} />
      <Form.Item
        name="disabled"
        label="停用"
        valuePropName="checked"
        extra={self ? '不能停用自己的账号' : '停用后该账号立即退出登录'}
      >
        <Switch disabled={self} />
      </Form.Item>
    </ModalForm>
  );
}

function ResetDialog({ account, onClose }: { account: OperatorAccount; onClose: () => void }) {
  const { form, whenValid } = useZodForm(OperatorPasswordReset);
  const { resetPassword } = useAccountMutations();
  const { message } = App.useApp();
  const failed = useFailure();
  const submit = whenValid((body) => {
    resetPassword.mutate(
      { operatorId: account.id, password: body.password },
      {
        onSuccess: () => {
          void message.success('密码已重置，该账号需用新密码重新登录');
          onClose();
        },
        onError: failed,
      },
    );
  });
  return (
    <ModalForm
      form={form}
      title={`重置 ${account.username} 的密码`}
      okText="重置"
      busy={resetPassword.isPending}
      onOk={submit}
      onClose={onClose}
    >
      <Form.Item name="password" label="新密码" extra="8 到 64 位，须包含字母和数字；该账号的登录锁定同时解除">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </ModalForm>
  );
}
