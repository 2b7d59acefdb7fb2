import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { gunNoOf } from '../lib/gun-code';
import { Button } from './button';
import styles from './gun-no-sheet.module.css';

/** What the field says of a number that is not a gun's. */
export const NOT_A_GUN_NO = '请输入充电枪上的编号（6–16 位数字或字母）';

/**
 * 输入充电枪编号 (issue 44): where nothing can scan (a plain browser without a camera scanner), the gun's printed
 * number typed instead, read as a scanned code is (lib/gun-code: the bare number, or a gun's link pasted), with what
 * is wrong said under the field.
 */
export function GunNoSheet({
  open,
  onClose,
  onGo,
}: {
  open: boolean;
  onClose: () => void;
  onGo: (gunNo: string) => void;
}) {
  const [value, setValue] = useState('');
  const [wrong, setWrong] = useState(false);
  const ids = useId();
  const close = () => {
    setValue('');
    setWrong(false);
    onClose();
  };
  return (
    <Popup visible={open} onMaskClick={close} onClose={close} bodyStyle={{ borderRadius: '16px 16px 0 0' }}>
      {open && (
        <form
          className={styles.sheet}
          role="dialog"
          aria-labelledby={`${ids}-title`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const gunNo = gunNoOf(value);
            if (!gunNo) return setWrong(true);
            close();
            onGo(gunNo);
          }}
        >
          <p id={`${ids}-title`} className={styles.title}>
            输入充电枪编号
          </p>
          <p className={styles.hint}>当前环境无法扫码，请输入充电枪上二维码旁的编号</p>
          <input
            className={styles.field}
            aria-label="充电枪编号"
            aria-invalid={wrong}
            aria-describedby={`${ids}-error`}
            placeholder="请输入枪编号"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={200}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setWrong(false);
            }}
          />
          <p id={`${ids}-error`} className={styles.error} role="alert">
            {wrong ? NOT_A_GUN_NO : ''}
          </p>
          <Button type="submit" block disabled={value.trim() === ''}>
            去充电
          </Button>
        </form>
      )}
    </Popup>
  );
}
