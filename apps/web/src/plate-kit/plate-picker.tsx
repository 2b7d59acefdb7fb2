import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDefaultProvince } from '../api/basic/param-config';
import { boundPlatesQuery } from '../api/driver/bound-plates';
import { PlateInput } from './plate-keyboard';
import styles from './plate-picker.module.css';

const OTHER = '其他车牌';

/**
 * The plate a purchase is for (issue 44: plates are never retyped): the driver's bound plates as chips, the default
 * one chosen to start with; 其他车牌 opens the plate keyboard for a car not bound (with none bound, the keyboard
 * shows at once). `value` is the plate as typed or chosen (浙A12345); validating it is the caller's.
 */
export function PlatePicker({
  value,
  onChange,
  label = '选择车辆',
}: {
  value: string;
  onChange: (plateNo: string) => void;
  label?: string;
}) {
  const plates = useQuery(boundPlatesQuery());
  const province = useDefaultProvince();
  const bound = plates.data?.results ?? [];
  const [typing, setTyping] = useState(false);
  // The keyboard: asked for, nothing bound (or the list unreadable), or a plate given that is not a bound one.
  const other = typing || bound.length === 0 || (value !== '' && !bound.some((p) => p.plateNo === value));

  // The default plate chosen once the list arrives, unless something is chosen or typed already.
  const first = bound[0]?.plateNo;
  useEffect(() => {
    if (first && value === '' && !typing) onChange(first);
  }, [first, value, typing, onChange]);

  if (plates.isPending) return <p className={styles.loading}>正在读取您的车辆…</p>;
  return (
    <div className={styles.picker}>
      {bound.length > 0 && (
        <div role="radiogroup" aria-label={label} className={styles.chips}>
          {bound.map((p) => (
            <button
              key={p.plateId}
              type="button"
              role="radio"
              aria-checked={!other && value === p.plateNo}
              className={styles.chip}
              onClick={() => {
                setTyping(false);
                onChange(p.plateNo);
              }}
            >
              {p.formatPlateNo}
            </button>
          ))}
          <button
            type="button"
            role="radio"
            aria-checked={other}
            className={styles.chip}
            onClick={() => {
              setTyping(true);
              onChange('');
            }}
          >
            {OTHER}
          </button>
        </div>
      )}
      {other && (
        <div className={styles.keyboard}>
          <PlateInput
            defaultValue={value ? { plateNo: value } : undefined}
            defaultProvince={province}
            yellowPlate={false}
            onChange={(plateNo) => onChange(plateNo)}
          />
        </div>
      )}
    </div>
  );
}
