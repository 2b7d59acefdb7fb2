import {
  BERTH_TYPE_TEXT,
  BERTH_TYPES,
  RegisterLockGateway,
  RegisterParkingLocks,
  type LockGatewayKey,
  type LockGatewayView,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { lockGatewaysQuery, useLockGatewayMutations } from '../api/devices';
import { KeyOnceDialog } from './key-once-dialog';
import { deviceState } from './online-badge';
import { QueryTable } from '../../../components/desk';
import { ModalForm } from '../../../components/modal-form';
import { optionsOf } from '../../../lib/options';
import { ConfirmLink, lastSeenColumn, ParkItem, RegisterButton, useDeviceForm } from './device-parts';

const statusOf = (g: LockGatewayView) =>
  !g.disabled && !g.hasKey ? <Tag color="warning">未设密钥</Tag> : deviceState(g);

/**
 * Lock gateways (decision 038): register one on a park (its MQTT key shown once), reset its key, disable or enable it,
 * register the parking locks behind it; online while it holds its broker connection, last seen.
 */
export function LockGateways() {
  const gateways = useQuery(lockGatewaysQuery);
  const [registering, setRegistering] = useState(false);
  const [addingLocks, setAddingLocks] = useState<LockGatewayView>();
  const [key, setKey] = useState<LockGatewayKey>();
  const { rotateKey, update } = useLockGatewayMutations();
  const { message } = App.useApp();
  const failed = (err: Error) => void message.error(err.message);
  const setDisabled = (g: LockGatewayView, disabled: boolean) =>
    update.mutateAsync({ gatewayId: g.gatewayId, body: { name: g.name, disabled } }).catch(failed);

  return (
    <>
      <RegisterButton onClick={() => setRegistering(true)}>注册网关</RegisterButton>
      <QueryTable<LockGatewayView>
        query={gateways}
        rowKey="gatewayId"
        pageSize={20}
        emptyText="还没有地锁网关：注册网关，把用户名和密钥配置到网关上"
        columns={[
          { title: '网关编号', dataIndex: 'gatewayId', width: 180 },
          { title: '名称', dataIndex: 'name' },
          { title: '车场', dataIndex: 'parkName' },
          { title: '地锁数', dataIndex: 'lockCount', width: 80 },
          { title: '状态', width: 100, render: (_, g) => statusOf(g) },
          lastSeenColumn(150),
          {
            title: '操作',
            render: (_, g) => (
              <Space>
                <ConfirmLink
                  title="重置密钥？"
                  description="旧密钥立即失效，网关断开，须把新密钥配置到网关上"
                  okText="重置"
                  onConfirm={() => rotateKey.mutateAsync(g.gatewayId).then(setKey, failed)}
                >
                  重置密钥
                </ConfirmLink>
                {g.disabled ? (
                  <Button type="link" onClick={() => setDisabled(g, false)}>
                    启用
                  </Button>
                ) : (
                  <ConfirmLink
                    title="停用网关？"
                    description="停用后网关的连接被断开和拒绝，其地锁无法控制"
                    okText="停用"
                    onConfirm={() => setDisabled(g, true)}
                  >
                    停用
                  </ConfirmLink>
                )}
                <Button type="link" onClick={() => setAddingLocks(g)}>
                  登记地锁
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {registering && <RegisterDialog onClose={() => setRegistering(false)} onRegistered={setKey} />}
      {addingLocks && <AddLockDialog gateway={addingLocks} onClose={() => setAddingLocks(undefined)} />}
      {key && (
        <KeyOnceDialog
          title={`网关 ${key.gatewayId} 的密钥`}
          secret={key.secret}
          extra={[
            { label: 'MQTT 用户名', value: key.username },
            { label: '主题前缀', value: `${key.topicRoot}/${key.gatewayId}` },
          ]}
          onClose={() => setKey(undefined)}
        />
      )}
    </>
  );
}

function RegisterDialog({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered: (key: LockGatewayKey) => void;
}) {
  const { form, submit, settle } = useDeviceForm(RegisterLockGateway, 'gatewayId', onClose);
  const { register } = useLockGatewayMutations();
  return (
    <ModalForm
      form={form}
      name="register-lock-gateway"
      title="注册网关"
      okText="注册"
      busy={register.isPending}
      onOk={submit((body) => register.mutate(body, settle(onRegistered)))}
      onClose={onClose}
    >
      <ParkItem />
      <Form.Item name="gatewayId" label="网关编号" extra="3 到 48 位字母、数字、_ 或 -，即网关的 MQTT 用户名">
        <Input maxLength={48} />
      </Form.Item>
      <Form.Item name="name" label="名称">
        <Input maxLength={32} placeholder="B2 层地锁网关" />
      </Form.Item>
    </ModalForm>
  );
}

const OneLock = RegisterParkingLocks.shape.locks.element;

function AddLockDialog({ gateway, onClose }: { gateway: LockGatewayView; onClose: () => void }) {
  const { form, submit, settle } = useDeviceForm(OneLock, 'lockId', onClose);
  const { registerLocks } = useLockGatewayMutations();
  const { message } = App.useApp();
  return (
    <ModalForm
      form={form}
      name="register-lock"
      title={`登记地锁（${gateway.name}）`}
      okText="登记"
      busy={registerLocks.isPending}
      onOk={submit((lock) =>
        registerLocks.mutate(
          { gatewayId: gateway.gatewayId, body: { locks: [lock] } },
          settle(() => void message.success(`地锁 ${lock.lockId} 已登记`)),
        ),
      )}
      onClose={onClose}
      initialValues={{ berthType: 'standard' }}
    >
      <Form.Item name="lockId" label="地锁编号" extra="网关上报和指令中使用的编号">
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="spaceCode" label="车位编号" extra={`${gateway.parkName}内唯一`}>
        <Input maxLength={16} placeholder="B2-105" />
      </Form.Item>
      <Form.Item name="berthType" label="车位类型">
        <Select options={optionsOf(BERTH_TYPES, BERTH_TYPE_TEXT)} />
      </Form.Item>
    </ModalForm>
  );
}
