import { ArrowLeftOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  BerthInput,
  GateOpen,
  LaneInput,
  OperatorRole,
  ParkSettings,
  type GateCommand,
  type Lane,
  type ParkSetup,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Form, Input, Modal, Result, Select, Space, Spin, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { mayOpen } from '../../../app/access';
import { useOperator } from '../../../app/use-operator';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { useFailure } from '../../../api/queries';
import { gateCommandQuery, parkDetailQuery, useParkMutations } from '../api/park-setup';
import { ParkSettingsFields } from '../components/park-settings-fields';
import { optionsOfText } from '../../../lib/options';
import { PageTitle, SectionTitle } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';
import { ModalForm } from '../../../components/modal-form';

const EDITORS = { roles: [OperatorRole.PARK_MANAGER] };
const AT_THE_GATE = { roles: [OperatorRole.PARK_MANAGER, OperatorRole.CASHIER] };
const DIRECTION = { entry: '入口', exit: '出口' } as const;

/** One park: its settings, its lanes (with the gate opened from here) or its road-side berths. */
export default function ParkPage() {
  const { parkId = '' } = useParams();
  const park = useQuery(parkDetailQuery(parkId));
  const { operator } = useOperator();
  const mayEdit = !!operator && mayOpen(operator, EDITORS);
  const mayOpenGate = !!operator && mayOpen(operator, AT_THE_GATE);

  const back = (
    <Link to="/parks">
      <ArrowLeftOutlined /> 返回车场列表
    </Link>
  );
  if (park.isPending)
    return (
      <Spin description="正在加载车场…" size="large">
        <div style={{ height: 240 }} />
      </Spin>
    );
  if (park.isError) {
    return <Result status="warning" title="车场打不开" subTitle={park.error.message} extra={back} />;
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {back}
      <SettingsCard park={park.data} editable={mayEdit} />
      {park.data.kind === 'offStreet' ? (
        <LanesCard park={park.data} editable={mayEdit} mayOpenGate={mayOpenGate} />
      ) : (
        <BerthsCard park={park.data} editable={mayEdit} />
      )}
    </Space>
  );
}

function SettingsCard({ park, editable }: { park: ParkSetup; editable: boolean }) {
  const { form, whenValid } = useZodForm(ParkSettings);
  const { updatePark } = useParkMutations();
  const { message } = App.useApp();
  const failed = useFailure();
  useEffect(() => form.setFieldsValue(park), [form, park]);
  const save = whenValid((body) => {
    updatePark.mutate(
      { parkId: park.parkId, body },
      { onSuccess: () => void message.success('已保存'), onError: failed },
    );
  });
  return (
    <Card
      title={<PageTitle>{park.name}</PageTitle>}
      extra={<Tag>{park.kind === 'offStreet' ? '封闭车场' : '路侧停车'}</Tag>}
    >
      <Form
        form={form}
        name="park"
        layout="vertical"
        initialValues={park}
        disabled={!editable}
        style={{ maxWidth: 880 }}
      >
        <ParkSettingsFields />
        {editable && (
          <Button type="primary" onClick={save} loading={updatePark.isPending}>
            保存设置
          </Button>
        )}
      </Form>
    </Card>
  );
}

function LanesCard({ park, editable, mayOpenGate }: { park: ParkSetup; editable: boolean; mayOpenGate: boolean }) {
  const [editing, setEditing] = useState<Lane | 'new'>();
  const [opening, setOpening] = useState<Lane>();
  return (
    <Card
      title={<SectionTitle>车道</SectionTitle>}
      extra={
        editable && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加车道
          </Button>
        )
      }
    >
      <Table<Lane>
        rowKey="laneId"
        dataSource={park.lanes}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有车道：添加入口和出口车道后，再到“设备”为道闸绑定车道" /> }}
        columns={[
          { title: '编号', dataIndex: 'code' },
          { title: '名称', dataIndex: 'name' },
          { title: '方向', dataIndex: 'direction', render: (d: Lane['direction']) => DIRECTION[d] },
          {
            title: '操作',
            render: (_, lane) => (
              <Space>
                {editable && (
                  <Button type="link" onClick={() => setEditing(lane)}>
                    编辑
                  </Button>
                )}
                {mayOpenGate && (
                  <Button type="link" icon={<UnlockOutlined />} onClick={() => setOpening(lane)}>
                    远程开闸
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <LaneDialog
          parkId={park.parkId}
          lane={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {opening && <OpenGateDialog parkId={park.parkId} lane={opening} onClose={() => setOpening(undefined)} />}
    </Card>
  );
}

function LaneDialog({ parkId, lane, onClose }: { parkId: string; lane: Lane | undefined; onClose: () => void }) {
  const { form, whenValid } = useZodForm(LaneInput);
  const { saveLane } = useParkMutations();
  const failed = useFailure();
  const submit = whenValid((body) => {
    saveLane.mutate({ parkId, laneId: lane?.laneId, body }, { onSuccess: onClose, onError: failed });
  });
  return (
    <ModalForm
      form={form}
      name="lane"
      title={lane ? `编辑车道 ${lane.code}` : '添加车道'}
      okText="保存"
      busy={saveLane.isPending}
      onOk={submit}
      onClose={onClose}
      initialValues={lane ?? { direction: 'entry' }}
    >
      <Form.Item name="code" label="车道编号" extra="道闸上报事件时使用的编号，如 E1、X1">
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="name" label="车道名称">
        <Input maxLength={32} placeholder="东门入口" />
      </Form.Item>
      <Form.Item name="direction" label="方向">
        <Select options={optionsOfText({ entry: '入口', exit: '出口' })} />
      </Form.Item>
    </ModalForm>
  );
}

/** Asks for the reason, sends the command, then shows what the gate answered (acknowledged, or expired unheard). */
function OpenGateDialog({ parkId, lane, onClose }: { parkId: string; lane: Lane; onClose: () => void }) {
  const { form, whenValid } = useZodForm(GateOpen);
  const { openGate } = useParkMutations();
  const [sent, setSent] = useState<GateCommand>();
  const submit = whenValid((body) => {
    openGate.mutate({ parkId, laneId: lane.laneId, body }, { onSuccess: setSent });
  });
  return (
    <Modal
      open
      title={`远程开闸：${lane.name}（${lane.code}）`}
      okText="开闸"
      onOk={sent ? onClose : submit}
      okButtonProps={{ hidden: !!sent }}
      cancelText={sent ? '关闭' : '取消'}
      confirmLoading={openGate.isPending}
      onCancel={onClose}
    >
      {sent ? (
        <CommandOutcome commandId={sent.commandId} />
      ) : (
        <Form form={form} name="openGate" layout="vertical">
          <ErrorAlert error={openGate.error} gap={16} />
          <Form.Item name="reason" label="开闸原因" extra="记入审计日志，如“车牌识别失败，人工核对后放行”">
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function CommandOutcome({ commandId }: { commandId: number }) {
  const command = useQuery(gateCommandQuery(commandId));
  if (command.isError) return <ErrorAlert error={command.error} />;
  const state = command.data?.state ?? 'pending';
  if (state === 'acknowledged') {
    return (
      <Result
        status="success"
        title="道闸已开启"
        subTitle={`设备 ${command.data!.deviceId} 于 ${formatTime(command.data!.ackedAt)} 确认`}
      />
    );
  }
  if (state === 'expired') {
    return <Result status="warning" title="道闸未响应" subTitle="指令已过期未执行：请检查设备是否在线后重试" />;
  }
  return <Result icon={<Spin size="large" />} title="指令已发送，等待道闸确认…" subTitle={`指令编号 ${commandId}`} />;
}

function BerthsCard({ park, editable }: { park: ParkSetup; editable: boolean }) {
  const { form, whenValid } = useZodForm(BerthInput);
  const { createBerth } = useParkMutations();
  const failed = useFailure();
  const add = whenValid((body) => {
    createBerth.mutate({ parkId: park.parkId, body }, { onSuccess: () => form.resetFields(), onError: failed });
  });
  return (
    <Card title={<SectionTitle>泊位</SectionTitle>}>
      {editable && (
        <Form form={form} name="berth" layout="inline" style={{ marginBottom: 16 }}>
          <Form.Item name="code" label="泊位编号">
            <Input maxLength={32} placeholder="B001" />
          </Form.Item>
          <Button icon={<PlusOutlined />} onClick={add} loading={createBerth.isPending}>
            添加泊位
          </Button>
        </Form>
      )}
      <Table
        rowKey="berthId"
        dataSource={park.berths}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="还没有泊位：输入编号添加第一个泊位" /> }}
        columns={[{ title: '泊位编号', dataIndex: 'code' }]}
      />
    </Card>
  );
}
