import { Link } from 'react-router';
import { Paths } from '../../../lib/paths';
import styles from './auth-layout.module.css';

export const AGREEMENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》';

/**
 * 我已阅读并同意《用户协议》《隐私政策》: personal data may only be collected with consent (PIPL). A native checkbox:
 * antd-mobile's puts its aria-label on a <label>, where the attribute is not allowed (axe aria-prohibited-attr).
 */
export function Agreement({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={styles.agreement}>
      <input
        type="checkbox"
        className={styles.check}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label="同意用户协议和隐私政策"
      />
      <span>
        我已阅读并同意
        <Link to={Paths.USER_AGREEMENT}>《用户协议》</Link>和<Link to={Paths.PRIVACY_POLICY}>《隐私政策》</Link>
      </span>
    </div>
  );
}
