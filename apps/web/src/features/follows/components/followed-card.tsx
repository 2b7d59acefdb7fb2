import type { FollowedItem } from '@parking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followKeys } from '../../../api/follows/follows';
import { FollowButton } from '../../../components/follow-button';
import { Switch } from '../../../components/switch';
import { setFollowAlerts } from '../api/alerts';
import styles from './follows.module.css';

const freeText = (item: FollowedItem) => {
  if (item.kind === 'station') return `空闲桩 ${item.freeNum}/${item.totalNum}`;
  return item.freeNum < 0 ? '车位充足' : `空车位 ${item.freeNum}/${item.totalNum}`;
};

/** The alerts a follow can switch (a reply of customer service is not one: it alerts whatever is followed). */
const SWITCHES: { kind: keyof FollowedItem['alerts']; label: string }[] = [
  { kind: 'availability', label: '空位提醒' },
  { kind: 'price', label: '调价提醒' },
];

/** One followed place: what is free now and its price (tap: on the map), its two alert switches, 取消关注. */
export function FollowedCard({ item, onOpen }: { item: FollowedItem; onOpen: () => void }) {
  const client = useQueryClient();
  const target = { kind: item.kind, targetId: item.targetId };
  const toggle = useMutation({
    mutationFn: (change: Partial<FollowedItem['alerts']>) => setFollowAlerts(target, change),
    // The list shows what the server kept (no refetch of every place's availability for one switch).
    onSuccess: (alerts) =>
      client.setQueryData(followKeys.all, (list: { results: FollowedItem[] } | undefined) =>
        list
          ? {
              ...list,
              results: list.results.map((r) =>
                r.kind === item.kind && r.targetId === item.targetId ? { ...r, alerts } : r,
              ),
            }
          : list,
      ),
  });
  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <button type="button" className={styles.main} onClick={onOpen}>
          <span className={styles.head}>
            <span className={styles.kind}>{item.kind === 'park' ? '停车场' : '充电站'}</span>
            <strong className={styles.name}>{item.name}</strong>
          </span>
          <span className={styles.address}>{item.address}</span>
          <span className={styles.facts}>
            <span className={item.open && item.freeNum !== 0 ? styles.free : styles.full}>
              {item.open ? freeText(item) : item.kind === 'park' ? '暂停服务' : '暂停营业'}
            </span>
            {item.priceText && <span className={styles.price}>{item.priceText}</span>}
          </span>
        </button>
        <FollowButton kind={item.kind} targetId={item.targetId} size="small" remove />
      </div>
      <div className={styles.switches}>
        {SWITCHES.map(({ kind, label }) => (
          <label key={kind} className={styles.switchRow}>
            <span aria-hidden>{label}</span>
            <Switch
              aria-label={`${item.name} ${label}`}
              checked={item.alerts[kind]}
              loading={toggle.isPending && toggle.variables[kind] !== undefined}
              disabled={toggle.isPending}
              onChange={(on) => toggle.mutate({ [kind]: on })}
            />
          </label>
        ))}
      </div>
    </li>
  );
}
