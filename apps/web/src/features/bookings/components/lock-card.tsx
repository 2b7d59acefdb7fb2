import type { LockView } from '@parking/contracts';
import { Button } from '../../../components/button';
import { useControlLock } from '../api/bookings';
import styles from './bookings.module.css';

const POSITION = { raised: '已升起', lowered: '已降下', unknown: '状态未知' } as const;
const FAULT = { obstructed: '升锁遇阻', motor: '电机故障', battery: '电量耗尽' } as const;
const COMMAND = { queued: '排队中', sent: '执行中', acked: '已完成', failed: '失败', cancelled: '已撤销' } as const;
const ACTION = { raise: '升锁', lower: '降锁' } as const;
/** The card's two buttons, in their order. */
const BUTTONS = ['lower', 'raise'] as const;

/** A lock, live: where its arm is, the space, battery and fault, the last command and the two buttons. */
export function LockCard({ lock, onOpen }: { lock: LockView; onOpen?: () => void }) {
  const control = useControlLock();
  const busy = lock.command?.state === 'queued' || lock.command?.state === 'sent' || control.isPending;
  const usable = lock.online && lock.fault !== 'motor' && lock.fault !== 'battery';
  // The main button is the one that changes where the arm is: 升锁 once it is down, 降锁 otherwise.
  const main = lock.position === 'lowered' ? 'raise' : 'lower';
  return (
    <section className={styles.item} aria-label={`地锁 ${lock.spaceCode}`}>
      <div className={styles.itemHead}>
        <span>
          {lock.parkName} · {lock.spaceCode}
        </span>
        {onOpen && (
          <Button size="small" variant="outline" onClick={onOpen}>
            详情
          </Button>
        )}
      </div>
      <p className={styles.lockState} role="status" aria-live="polite">
        <span className={usable ? styles.ok : styles.bad}>
          {!lock.online ? '网关离线' : lock.fault ? FAULT[lock.fault] : POSITION[lock.position]}
        </span>
        <span className={styles.muted}>电量 {lock.batteryPct}%</span>
      </p>
      <p className={styles.muted}>
        {lock.occupied ? '车位上有车' : '车位空闲'}
        {lock.command &&
          ` · 最近指令：${ACTION[lock.command.action]}${COMMAND[lock.command.state]}${
            lock.command.state === 'failed' && lock.command.result ? `（${lock.command.result}）` : ''
          }`}
      </p>
      <div className={styles.actions}>
        {BUTTONS.map((action) => (
          <Button
            key={action}
            variant={action === main ? 'solid' : 'outline'}
            disabled={!usable || busy}
            onClick={() => control.mutate({ lockId: lock.lockId, action })}
          >
            {busy && lock.command?.action === action ? `${ACTION[action]}中…` : ACTION[action]}
          </Button>
        ))}
      </div>
    </section>
  );
}
