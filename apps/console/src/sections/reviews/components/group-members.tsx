import { GroupMemberAdd, OperatorOps, type GroupMember } from '@parking/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';
import { useZodForm } from '../../../components/zod-form';
import { LabelledSelect } from '../../../components/labelled-select';
import { formatTime } from '../../../lib/format';
import { ErrorAlert } from '../../../components/error-alert';

const MEMBERS_KEY = 'groupMembers';

/**
 * 分组成员: who is in each of the dealer's driver groups now (phones masked); a registered driver added by phone,
 * optionally until a day, or removed. Certified members arrive through the 车主分组 review; this is the by-hand way.
 */
export function GroupMembers() {
  const [params, setParams] = useSearchParams();
  const groups = useQuery({
    queryKey: ['driverGroups'],
    queryFn: () => api.call(OperatorOps.driverGroups),
    select: (list) => list.results,
  });
  const groupId = params.get('group') ?? groups.data?.[0]?.groupId;
  const members = useQuery({
    queryKey: [MEMBERS_KEY, groupId],
    queryFn: () => api.call(OperatorOps.groupMembers, { params: { groupId: groupId! } }),
    select: (list) => list.results,
    enabled: groupId !== undefined,
  });
  const error = groups.error ?? members.error;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <LabelledSelect
        id="member-group"
        label="分组"
        width={220}
        value={groupId}
        loading={groups.isPending}
        onChange={(group) => setParams(new URLSearchParams({ tab: params.get('tab') ?? 'members', group }))}
        options={(groups.data ?? []).map((g) => ({ value: g.groupId, label: g.groupName }))}
      />
      {/* Only when there is one: in a Space, an empty item would still take its gap. */}
      {error && <ErrorAlert error={error} />}
      {groupId && <AddMember groupId={groupId} />}
      <Table<GroupMember>
        rowKey="driverId"
        size="small"
        loading={members.isFetching}
        dataSource={members.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: members.isPending ? '加载中…' : '这个分组还没有成员' }}
        columns={[
          { title: '手机号', dataIndex: 'phone', render: (p: string | null) => p ?? '未绑定' },
          { title: '昵称', dataIndex: 'nickName' },
          { title: '加入时间', dataIndex: 'joinedAt', render: formatTime },
          { title: '到期', dataIndex: 'expiresAt', render: (at: string | null) => (at ? formatTime(at) : '长期') },
          {
            title: '操作',
            width: 90,
            render: (_, member) => <RemoveMember groupId={groupId!} member={member} />,
          },
        ]}
      />
    </Space>
  );
}

function AddMember({ groupId }: { groupId: string }) {
  const { message } = App.useApp();
  const { form, validate } = useZodForm(GroupMemberAdd);
  const add = useWrite(
    (body: GroupMemberAdd) => api.call(OperatorOps.addGroupMember, { params: { groupId }, body }),
    [MEMBERS_KEY, groupId],
  );
  async function submit() {
    const until = form.getFieldValue('until') as Dayjs | null | undefined;
    form.setFieldValue('expiresAt', until ? until.endOf('day').toISOString() : undefined);
    const body = await validate();
    if (!body) return;
    add.mutate(
      { phone: body.phone, ...(body.expiresAt ? { expiresAt: body.expiresAt } : {}) },
      { onSuccess: () => (void message.success('已加入分组'), form.resetFields()) },
    );
  }
  return (
    <>
      <ErrorAlert error={add.error} />
      <Form form={form} layout="inline" name="group-member" onFinish={submit} style={{ rowGap: 8 }}>
        <Form.Item name="phone" label="车主手机号">
          <Input maxLength={11} style={{ width: 160 }} placeholder="已注册的手机号" />
        </Form.Item>
        <Form.Item name="until" label="到期日（不填为长期）">
          <DatePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          加入分组
        </Button>
      </Form>
    </>
  );
}

function RemoveMember({ groupId, member }: { groupId: string; member: GroupMember }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.call(OperatorOps.removeGroupMember, { params: { groupId, driverId: member.driverId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEMBERS_KEY, groupId] }),
    onError: (err: Error) => void message.error(err.message),
  });
  const who = member.phone ?? member.nickName;
  return (
    <Popconfirm title={`将 ${who} 移出分组？`} onConfirm={() => remove.mutate()}>
      <Button type="link" size="small" danger loading={remove.isPending} aria-label={`移出 ${who}`}>
        移出
      </Button>
    </Popconfirm>
  );
}
