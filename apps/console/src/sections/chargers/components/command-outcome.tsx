import type { ChargerCommand } from '@parking/contracts';
import { Tag } from 'antd';

/** What each command is called on screen. */
export const COMMAND_LABEL: Record<ChargerCommand['action'], string> = {
  UnlockConnector: '解锁充电枪',
  ChangeAvailability: '切换可用状态',
  Reset: '重启',
  TriggerMessage: '触发上报',
  RemoteStartTransaction: '远程启动',
};

const ACCEPTED = new Set(['Accepted', 'Unlocked', 'Scheduled']);

/** A command's outcome: waiting, acknowledged (the charger's word), rejected, or timed out. */
export function CommandOutcome({ command }: { command: ChargerCommand }) {
  if (command.state === 'pending') return <Tag color="processing">等待下发</Tag>;
  if (command.state === 'sent') return <Tag color="processing">等待应答</Tag>;
  if (command.state === 'failed') {
    return <Tag color="warning">{command.error === 'not delivered' ? '未送达（桩离线）' : '超时未应答'}</Tag>;
  }
  const status = String(command.answer?.status ?? '');
  return ACCEPTED.has(status) ? <Tag color="success">已确认 {status}</Tag> : <Tag color="error">被拒绝 {status}</Tag>;
}
