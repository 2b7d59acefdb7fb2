import { formatFen, parsePlate } from '@parking/contracts';
import { Button } from '../../../components/button';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useSharingProduct } from '../api/sharing';
import styles from '../components/sharing.module.css';
import { kindPaths } from '../lib/kinds';
import { PlatePicker } from '../../../plate-kit/plate-picker';
import { href } from '../../../lib/paths';

/**
 * /packageCarSelect, /subscribeCarSelect ?productId: the month (or day) and the car a share is for — one of the
 * driver's bound plates, or another typed on the plate keyboard.
 */
export default function CarSelectPage() {
  const [search] = useSearchParams();
  const productId = search.get('productId') ?? '';
  const product = useSharingProduct(productId);
  const navigate = useNavigate();
  const [period, setPeriod] = useState('');
  const [plateNo, setPlateNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!product.isSuccess) return <QueryState query={product} failed="错时共享产品加载失败" />;
  const p = product.data;
  const open = p.periods.filter((x) => x.leftNum > 0);
  const chosen = period || open[0]?.period || '';

  const next = () => {
    const plate = parsePlate(plateNo.trim().toUpperCase());
    const problem = !chosen ? '暂无可办理的时段' : plate.ok ? null : plate.message;
    setError(problem);
    if (problem || !plate.ok) return;
    void navigate(href(kindPaths[p.kind].pay, { productId, period: chosen, plateNo: plate.plate.plateNo }));
  };

  return (
    <div className={styles.page}>
      <Section title={`${p.parkName} · ${p.name}`}>
        <p className={styles.meta}>{p.scheduleText}</p>
        <p className={styles.meta}>
          {p.kindName} <span className={styles.price}>{formatFen(p.priceFen)}</span>
        </p>
      </Section>
      <Section title={p.kind === 'package' ? '选择月份' : '选择日期'}>
        <div role="radiogroup" aria-label="时段" className={styles.list}>
          {p.periods.map((x) => (
            <button
              key={x.period}
              type="button"
              role="radio"
              aria-checked={chosen === x.period}
              disabled={x.leftNum === 0}
              className={`${styles.card} ${chosen === x.period ? styles.chosen : ''}`}
              onClick={() => setPeriod(x.period)}
            >
              {x.label} · {x.leftNum > 0 ? `剩余 ${x.leftNum}` : '已满'}
            </button>
          ))}
        </div>
      </Section>
      <Section title="选择车辆">
        <PlatePicker value={plateNo} onChange={setPlateNo} />
      </Section>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button block onClick={next}>
          下一步
        </Button>
      </div>
    </div>
  );
}
