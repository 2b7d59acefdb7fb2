import {
  CARD_MIN_START_FEN,
  CardNo,
  connectorKindText,
  type ChargerCommandRequest,
  type OperatorCharger,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../lib/format';
import { seenAt } from '../../devices/components/device-parts';
import { onlineBadge } from '../../devices/components/online-badge';
import { commandsQuery, useChargerMutations } from '../api/chargers';
import { COMMAND_LABEL, CommandOutcome } from './command-outcome';
import { GunStatus } from './gun-status';
import { ErrorAlert } from '../../../components/error-alert';

type Gun = OperatorCharger['guns'][number];

/** One charger: its guns' live state, the commands an operator sends it, and the last commands with their outcome. */
export function ChargerDrawer({ charger, onClose }: { charger: OperatorCharger | undefined; onClose: () => void }) {
  const { command } = useChargerMutations();
  const { message } = App.useApp();
  const commands = useQuery({ ...commandsQuery(charger?.chargePointId ?? ''), enabled: !!charger });
  const [starting, setStarting] = useState<Gun | null>(null);

  /** Sends a command; true when the server took it (its refusal is shown). */
  async function send(body: ChargerCommandRequest, label: string): Promise<boolean> {
    if (!charger) return false;
    try {
      await command.mutateAsync({ chargePointId: charger.chargePointId, body });
      void message.success(`已下发：${label}`);
      return true;
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
      return false;
    }
  }

  return (
    <Drawer
      open={!!charger}
      onClose={onClose}
      size="large"
      title={charger ? `充电桩 ${charger.name}（${charger.chargePointId}）` : ''}
    >
      {charger && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="连接">{onlineBadge(charger.online)}</Descriptions.Item>
            <Descriptions.Item label="最后通信">{seenAt(charger.lastSeenAt)}</Descriptions.Item>
            <Descriptions.Item label="厂商型号">
              {[charger.vendor, charger.model].filter(Boolean).join(' ') || '未上报'}
            </Descriptions.Item>
            <Descriptions.Item label="整桩">
              <Space wrap>
                <Popconfirm
                  title="重启充电桩？进行中的充电会结束"
                  onConfirm={() => send({ action: 'Reset', type: 'Soft' }, '重启')}
                >
                  <Button size="small" disabled={!charger.online}>
                    重启
                  </Button>
                </Popconfirm>
                <Button
                  size="small"
                  disabled={!charger.online}
                  onClick={() => send({ action: 'TriggerMessage', requestedMessage: 'StatusNotification' }, '触发上报')}
                >
                  触发状态上报
                </Button>
              </Space>
            </Descriptions.Item>
          </Descriptions>
          {!charger.online && <Alert type="warning" showIcon title="充电桩离线：指令要等它重新连接后才能下发" />}
          <Table<Gun>
            rowKey="gunNo"
            size="small"
            pagination={false}
            dataSource={charger.guns}
            columns={[
              { title: '枪', render: (_, g) => `${g.gunName}（${g.connectorId}号接口）` },
              { title: '枪编号', dataIndex: 'gunNo' },
              { title: '类型', render: (_, g) => `${connectorKindText[g.kind]} ${g.maxKw}kW` },
              { title: '状态', render: (_, g) => <GunStatus gun={g} /> },
              {
                title: '操作',
                render: (_, g) => (
                  <Space>
                    <Button
                      size="small"
                      disabled={!charger.online || g.status === 'Charging'}
                      onClick={() => setStarting(g)}
                      aria-label={`远程启动${g.gunName}`}
                    >
                      远程启动
                    </Button>
                    <Popconfirm
                      title={`解锁${g.gunName}？正在充电会先结束`}
                      onConfirm={() => send({ action: 'UnlockConnector', connectorId: g.connectorId }, '解锁充电枪')}
                    >
                      <Button size="small" disabled={!charger.online} aria-label={`解锁${g.gunName}`}>
                        解锁
                      </Button>
                    </Popconfirm>
                    {g.status === 'Unavailable' ? (
                      <Button
                        size="small"
                        disabled={!charger.online}
                        onClick={() =>
                          send({ action: 'ChangeAvailability', connectorId: g.connectorId, type: 'Operative' }, '启用')
                        }
                      >
                        启用
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        disabled={!charger.online}
                        onClick={() =>
                          send(
                            { action: 'ChangeAvailability', connectorId: g.connectorId, type: 'Inoperative' },
                            '停用',
                          )
                        }
                      >
                        停用
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              最近指令
            </Typography.Title>
            <ErrorAlert error={commands.error} />
            <Table
              rowKey="commandId"
              size="small"
              loading={commands.isPending}
              dataSource={commands.data}
              pagination={false}
              locale={{ emptyText: '还没有向这台充电桩下发过指令' }}
              columns={[
                { title: '时间', dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
                { title: '指令', dataIndex: 'action', render: (a: keyof typeof COMMAND_LABEL) => COMMAND_LABEL[a] },
                {
                  title: '参数',
                  dataIndex: 'request',
                  render: (r: Record<string, unknown>) => <Typography.Text code>{JSON.stringify(r)}</Typography.Text>,
                },
                { title: '结果', render: (_, c) => <CommandOutcome command={c} /> },
                { title: '应答时间', dataIndex: 'answeredAt', render: (at: string | null) => formatTime(at) },
              ]}
            />
          </div>
        </Space>
      )}
      {starting && (
        <RemoteStartDialog
          gun={starting}
          onClose={() => setStarting(null)}
          onStart={async (cardNo) => {
            const body = { action: 'RemoteStartTransaction' as const, connectorId: starting.connectorId, cardNo };
            if (await send(body, '远程启动')) setStarting(null);
          }}
        />
      )}
    </Drawer>
  );
}

/** 远程启动: a session on the gun for a bound charging card (a driver at the charger without the app); the card pays. */
function RemoteStartDialog({
  gun,
  onClose,
  onStart,
}: {
  gun: Gun;
  onClose: () => void;
  onStart: (cardNo: string) => Promise<void>;
}) {
  const [form] = Form.useForm<{ cardNo: string }>();
  const [busy, setBusy] = useState(false);
  async function start() {
    const parsed = CardNo.safeParse(form.getFieldValue('cardNo') ?? '');
    if (!parsed.success) {
      form.setFields([{ name: 'cardNo', errors: [parsed.error.issues[0]?.message ?? '请输入卡号'] }]);
      return;
    }
    setBusy(true);
    await onStart(parsed.data).finally(() => setBusy(false));
  }
  return (
    <Modal
      open
      title={`远程启动 ${gun.gunName}`}
      okText="启动充电"
      confirmLoading={busy}
      onOk={start}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        充电桩会按刷卡启动这张卡的充电，费用从卡内余额扣除；
        {`卡须已被车主绑定、未冻结且余额不少于${CARD_MIN_START_FEN / 100}元。`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="remote-start" onFinish={start}>
        <Form.Item name="cardNo" label="充电卡号">
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
