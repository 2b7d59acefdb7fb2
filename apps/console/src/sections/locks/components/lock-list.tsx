import { type OperatorLockList } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { reportedColumn } from '../../devices/components/device-parts';
import { onlineBadge } from '../../devices/components/online-badge';
import { useFailure } from '../../../api/queries';
import { lockListQuery, useLockMutations } from '../api/locks';
import { QueryTable } from '../../../components/desk';

type Lock = OperatorLockList['results'][number];

const POSITION: Record<Lock['position'], string> = { raised: '升起', lowered: '降下', unknown: '未知' };
const FAULT: Record<NonNullable<Lock['fault']>, string> = {
  obstructed: '升锁遇阻',
  motor: '电机故障',
  battery: '电池故障',
};
const COMMAND: Record<NonNullable<Lock['command']>['state'], [string, string]> = {
  queued: ['processing', '待下发'],
  sent: ['processing', '等待确认'],
  acked: ['success', '已确认'],
  failed: ['error', '失败'],
  cancelled: ['default', '已取消'],
};

/** The locks with their live state (pushed), the last command and its acknowledgement; raise, lower, owner. */
export function LockList() {
  const locks = useQuery(lockListQuery);
  const { command, owner } = useLockMutations();
  const { message } = App.useApp();
  const [ownerOf, setOwnerOf] = useState<Lock>();
  const [phone, setPhone] = useState('');
  const fail = useFailure();
  const send = (lock: Lock, action: 'raise' | 'lower') =>
    command
      .mutateAsync({ lockId: lock.lockId, body: { action } })
      .then(() => void message.success(`已下发${action === 'raise' ? '升锁' : '降锁'}指令`), fail);
  return (
    <>
      <QueryTable<Lock>
        query={locks}
        rowKey="lockId"
        pageSize={20}
        emptyText="还没有地锁：锁网关连接后显示在这里"
        columns={[
          { title: '地锁', dataIndex: 'lockId' },
          { title: '车场', dataIndex: 'parkName' },
          { title: '车位', dataIndex: 'spaceCode' },
          { title: '网关', dataIndex: 'online', render: onlineBadge },
          { title: '锁臂', dataIndex: 'position', render: (p: Lock['position']) => POSITION[p] },
          { title: '车辆', dataIndex: 'occupied', render: (o: boolean) => (o ? '有车' : '无车') },
          {
            title: '电量',
            dataIndex: 'batteryPct',
            render: (pct: number) => <span style={{ color: pct <= 20 ? '#b42318' : undefined }}>{pct}%</span>,
          },
          {
            title: '故障/提醒',
            render: (_, l) => (
              <Space wrap>
                {l.fault && <Tag color="error">{FAULT[l.fault]}</Tag>}
                {l.alert && <span>{l.alert}</span>}
                {!l.fault && !l.alert && '无'}
              </Space>
            ),
          },
          {
            title: '最近指令',
            render: (_, l) =>
              l.command ? (
                <Space>
                  {l.command.action === 'raise' ? '升锁' : '降锁'}
                  <Tag color={COMMAND[l.command.state][0]}>{COMMAND[l.command.state][1]}</Tag>
                  {l.command.result && l.command.state === 'failed' ? l.command.result : null}
                </Space>
              ) : (
                '—'
              ),
          },
          reportedColumn(),
          {
            title: '操作',
            render: (_, l) => (
              <Space>
                <Popconfirm title={`升起 ${l.spaceCode} 的地锁？`} onConfirm={() => send(l, 'raise')}>
                  <Button size="small" aria-label={`升锁 ${l.lockId}`}>
                    升锁
                  </Button>
                </Popconfirm>
                <Popconfirm title={`降下 ${l.spaceCode} 的地锁？`} onConfirm={() => send(l, 'lower')}>
                  <Button size="small" aria-label={`降锁 ${l.lockId}`}>
                    降锁
                  </Button>
                </Popconfirm>
                <Button size="small" onClick={() => (setOwnerOf(l), setPhone(''))}>
                  车位业主
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={`车位业主 · ${ownerOf?.spaceCode ?? ''}`}
        open={!!ownerOf}
        onCancel={() => setOwnerOf(undefined)}
        confirmLoading={owner.isPending}
        onOk={() =>
          owner.mutateAsync({ lockId: ownerOf!.lockId, body: { phone: phone.trim() || null } }).then(() => {
            void message.success('已登记');
            setOwnerOf(undefined);
          }, fail)
        }
      >
        <label htmlFor="lock-owner-phone">业主手机号（留空则清除）</label>
        <Input id="lock-owner-phone" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={11} />
      </Modal>
    </>
  );
}
