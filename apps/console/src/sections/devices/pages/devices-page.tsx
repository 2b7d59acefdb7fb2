import { DeviceUpdate, OperatorRole, ProvisionDevice, type DeviceStatus } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Switch, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { mayOpen } from '../../../app/access';
import { useOperator } from '../../../app/use-operator';
import { parkLanesQuery } from '../../parks/api/park-setup';
import { chargersQuery, devicesQuery, locksQuery, useDeviceMutations } from '../api/devices';
import { KeyOnceDialog } from '../components/key-once-dialog';
import { deviceState, onlineBadge } from '../components/online-badge';
import { LockGateways } from '../components/lock-gateways';
import { ProvisionCharger } from '../components/provision-charger';
import { QueryTable } from '../../../components/desk';
import { ModalForm } from '../../../components/modal-form';
import {
  ConfirmLink,
  lastSeenColumn,
  ParkItem,
  RegisterButton,
  reportedColumn,
  useDeviceForm,
} from '../components/device-parts';
import { optionsOfText } from '../../../lib/options';
import { PageTitle } from '../../../components/headings';

const KIND = { gate: '道闸相机', handheld: '收费员手持机' } as const;

/** The devices of the operator's parks: gates and handhelds (managed here), chargers and parking locks (admins). */
export default function DevicesPage() {
  const { operator } = useOperator();
  const admin = !!operator && mayOpen(operator, { roles: [OperatorRole.ADMIN] });
  return (
    <Card title={<PageTitle>设备</PageTitle>}>
      <Tabs
        items={[
          { key: 'gates', label: '道闸与手持机', children: <GatesAndHandhelds /> },
          // Park managers register their parks' lock gateways too (the server checks the park).
          { key: 'lockGateways', label: '地锁网关', children: <LockGateways /> },
          ...(admin
            ? [
                { key: 'chargers', label: '充电桩', children: <Chargers /> },
                { key: 'locks', label: '车位锁', children: <Locks /> },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

function Chargers() {
  const chargers = useQuery(chargersQuery);
  return (
    <>
      <ProvisionCharger />
      <QueryTable
        query={chargers}
        rowKey="chargePointId"
        pageSize={20}
        emptyText="还没有充电桩：充电桩通过 OCPP 1.6J 接入后显示在这里"
        columns={[
          { title: '桩编号', dataIndex: 'chargePointId' },
          { title: '名称', dataIndex: 'name' },
          { title: '枪数', dataIndex: 'guns', render: (guns: unknown[]) => guns.length },
          { title: '状态', dataIndex: 'online', render: onlineBadge },
          lastSeenColumn(),
        ]}
      />
    </>
  );
}

function Locks() {
  const locks = useQuery(locksQuery);
  return (
    <>
      <QueryTable
        query={locks}
        rowKey="lockId"
        pageSize={20}
        emptyText="还没有车位锁：锁网关连接后显示在这里"
        columns={[
          { title: '锁编号', dataIndex: 'lockId' },
          { title: '网关', dataIndex: 'gatewayId' },
          { title: '车场', dataIndex: 'parkName' },
          { title: '车位', dataIndex: 'spaceCode' },
          { title: '状态', dataIndex: 'online', render: onlineBadge },
          { title: '电量', dataIndex: 'batteryPct', render: (pct: number) => `${pct}%` },
          { title: '故障', dataIndex: 'fault', render: (fault: string | null) => (fault ? <Tag>{fault}</Tag> : '无') },
          reportedColumn(),
        ]}
      />
    </>
  );
}

/** Gate cameras and road-side handhelds: online or not, last seen; provision (key shown once), rotate, bind, disable. */
function GatesAndHandhelds() {
  const devices = useQuery(devicesQuery);
  const { operator } = useOperator();
  const [provisioning, setProvisioning] = useState(false);
  const [editing, setEditing] = useState<DeviceStatus>();
  const [key, setKey] = useState<{ deviceId: string; secret: string }>();
  const { rotateKey } = useDeviceMutations();
  const { message } = App.useApp();
  const admin = !!operator && mayOpen(operator, { roles: [OperatorRole.ADMIN] });

  return (
    <>
      {admin && <RegisterButton onClick={() => setProvisioning(true)}>登记设备</RegisterButton>}
      <QueryTable<DeviceStatus>
        query={devices}
        rowKey="deviceId"
        pageSize={20}
        emptyText="还没有设备：登记道闸相机或手持机，把密钥配置到设备上"
        columns={[
          { title: '设备编号', dataIndex: 'deviceId', width: 180 },
          { title: '名称', dataIndex: 'name' },
          { title: '类型', dataIndex: 'kind', width: 130, render: (k: DeviceStatus['kind']) => KIND[k] },
          { title: '车场', dataIndex: 'parkName' },
          { title: '状态', width: 90, render: (_, d) => deviceState(d) },
          lastSeenColumn(150),
          {
            title: '操作',
            render: (_, d) => (
              <Space>
                <Button type="link" onClick={() => setEditing(d)}>
                  编辑
                </Button>
                <ConfirmLink
                  title="更换密钥？"
                  description="旧密钥立即失效，须把新密钥配置到设备上"
                  okText="更换"
                  onConfirm={() =>
                    rotateKey.mutateAsync(d.deviceId).then(setKey, (err: Error) => void message.error(err.message))
                  }
                >
                  更换密钥
                </ConfirmLink>
              </Space>
            ),
          },
        ]}
      />
      {provisioning && <ProvisionDialog onClose={() => setProvisioning(false)} onProvisioned={setKey} />}
      {editing && <EditDialog device={editing} onClose={() => setEditing(undefined)} />}
      {key && (
        <KeyOnceDialog title={`设备 ${key.deviceId} 的密钥`} secret={key.secret} onClose={() => setKey(undefined)} />
      )}
    </>
  );
}

function ProvisionDialog({
  onClose,
  onProvisioned,
}: {
  onClose: () => void;
  onProvisioned: (key: { deviceId: string; secret: string }) => void;
}) {
  const { form, submit, settle } = useDeviceForm(ProvisionDevice, 'deviceId', onClose);
  const parkId = Form.useWatch('parkId', form) as string | undefined;
  const { provision } = useDeviceMutations();
  return (
    <ModalForm
      form={form}
      name="provision"
      title="登记设备"
      okText="登记"
      busy={provision.isPending}
      onOk={submit((body) => {
        if (!parkId) return form.setFields([{ name: 'parkId', errors: ['请选择车场'] }]);
        provision.mutate({ parkId, body }, settle(onProvisioned));
      })}
      onClose={onClose}
      initialValues={{ kind: 'gate' }}
    >
      <ParkItem />
      <Form.Item name="kind" label="类型" extra="封闭车场用道闸相机，路侧停车用收费员手持机">
        <Select options={optionsOfText(KIND)} />
      </Form.Item>
      <Form.Item name="deviceId" label="设备编号" extra="3 到 64 位字母、数字、_ 或 -，即设备上配置的编号">
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="name" label="名称">
        <Input maxLength={32} placeholder="东门出口相机" />
      </Form.Item>
    </ModalForm>
  );
}

function EditDialog({ device, onClose }: { device: DeviceStatus; onClose: () => void }) {
  const { form, submit, settle } = useDeviceForm(DeviceUpdate, 'name', onClose);
  const lanes = useQuery({ ...parkLanesQuery(device.parkId), enabled: device.kind === 'gate' });
  const { update } = useDeviceMutations();
  return (
    <ModalForm
      form={form}
      name="device"
      title={`编辑设备 ${device.deviceId}`}
      okText="保存"
      busy={update.isPending}
      onOk={submit((body) => update.mutate({ deviceId: device.deviceId, body }, settle()))}
      onClose={onClose}
      initialValues={device}
    >
      <Form.Item name="name" label="名称">
        <Input maxLength={32} />
      </Form.Item>
      {device.kind === 'gate' && (
        <Form.Item name="laneId" label="所在车道" extra="远程开闸时，指令发给该车道的道闸">
          <Select
            loading={lanes.isPending}
            allowClear
            onClear={() => form.setFieldValue('laneId', null)}
            options={lanes.data?.map((l) => ({ value: l.laneId, label: `${l.name}（${l.code}）` }))}
            placeholder="未绑定"
          />
        </Form.Item>
      )}
      <Form.Item name="disabled" label="停用" valuePropName="checked" extra="停用后设备的请求和连接都被拒绝">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
