import { formatFen, formatPlateNo, type Share } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useBoundPlates } from '../api/plates';
import { cancelPreview, cancelShare, changeSharePlate, sharingKeys, useShare } from '../api/sharing';
import styles from '../components/sharing.module.css';
import { WindowCalendar } from '../components/window-calendar';

/** /wrongTimePackageDetail, /wrongTimeSubscribeDetail ?shareId: a share, its window calendar, plate change, cancel. */
export default function ShareDetailPage() {
  const [search] = useSearchParams();
  const share = useShare(search.get('shareId') ?? '');
  if (!share.isSuccess) return <QueryState query={share} failed="错时共享加载失败" />;
  const s = share.data;
  // Before the first window (as of the load) both are offered; the server decides again (and says why) when tapped.
  const open = s.status === 'active' && s.windows.length > 0 && Date.parse(s.windows[0]!.from) > share.dataUpdatedAt;
  return (
    <div className={styles.page}>
      <Section title={`${s.parkName} · ${s.name}`} extra={s.statusText}>
        <p className={styles.meta}>
          {formatPlateNo(s.plateNo)} · {s.kindName} {s.period} · {formatFen(s.priceFen)}
        </p>
        <p className={styles.meta}>{s.scheduleText}</p>
        {s.orderNo && <p className={styles.meta}>订单号 {s.orderNo}</p>}
      </Section>
      {open && <ManageShare share={s} />}
      <Section title="可停时段">
        <WindowCalendar windows={s.windows} now={share.dataUpdatedAt} />
      </Section>
    </div>
  );
}

/** 更换车牌 (one of the driver's bound plates) and 取消 (the refund shown before it is confirmed). */
function ManageShare({ share }: { share: Share }) {
  const client = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const plates = useBoundPlates(choosing);
  const refresh = () => client.invalidateQueries({ queryKey: sharingKeys.all });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The request layer has shown the server's message (a window began, the refund changed …).
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const cancel = () =>
    run(async () => {
      const preview = await cancelPreview(share.shareId);
      if (!preview.cancellable) {
        await installedEffects.alert({ title: '不可取消', content: preview.reason ?? '' });
        return;
      }
      const confirmed = await installedEffects.confirm({
        title: '取消错时共享',
        content: `${preview.ruleText}。现在取消将退还 ${formatFen(preview.refundFen)}（实付 ${formatFen(preview.priceFen)}）`,
        confirmText: '确认取消',
        cancelText: '再想想',
      });
      if (!confirmed) return;
      await cancelShare(share.shareId, preview.refundFen);
      installedEffects.toast('已取消', { success: true });
    });

  const change = (plateId: string) =>
    run(async () => {
      await changeSharePlate(share.shareId, plateId);
      setChoosing(false);
      installedEffects.toast('车牌已更换', { success: true });
    });

  const others = plates.data?.results.filter((p) => p.plateNo !== share.plateNo) ?? [];
  return (
    <>
      {choosing && (
        <Section title="更换车牌">
          {plates.isSuccess ? (
            others.length === 0 ? (
              <p className={styles.meta}>暂无其他已绑定车辆，请先在“我的车辆”中绑定</p>
            ) : (
              <ul className={styles.list} aria-label="已绑定车辆">
                {others.map((p) => (
                  <li key={p.plateId}>
                    <button
                      type="button"
                      className={styles.card}
                      disabled={busy}
                      onClick={() => void change(p.plateId)}
                    >
                      {p.formatPlateNo}
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <QueryState query={plates} failed="车辆加载失败" />
          )}
        </Section>
      )}
      <div className={styles.actions}>
        {!choosing && (
          <Button block variant="outline" disabled={busy} onClick={() => setChoosing(true)}>
            更换车牌
          </Button>
        )}
        <Button block variant="outline" disabled={busy} onClick={() => void cancel()}>
          取消
        </Button>
      </div>
    </>
  );
}
