import type { LoginInfo } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { UserIcon } from '../../../components/icons';
import { Paths } from '../../../lib/paths';
import styles from './mine-header.module.css';

/**
 * The account header: the login/register button for visitors; for a logged-in driver, their nickname and masked
 * phone, leading to the profile.
 */
export function MineHeader({
  driver,
  appName,
}: {
  driver: LoginInfo | 'loading' | 'anonymous';
  appName: string | undefined;
}) {
  const navigate = useNavigate();
  if (driver === 'anonymous') {
    return (
      <header className={styles.header}>
        <span className={styles.avatar}>
          <UserIcon />
        </span>
        <div className={styles.text}>
          <Button className={styles.login} color="primary" shape="rounded" onClick={() => navigate(Paths.LOGIN_INDEX)}>
            登录/注册
          </Button>
          <p className={styles.hint}>登录后管理车辆、订单与钱包</p>
        </div>
      </header>
    );
  }
  return (
    <header className={styles.header}>
      {/* Named by what it shows, then where it goes (WCAG 2.5.3: the name contains the visible text). */}
      <button type="button" className={styles.profile} onClick={() => navigate(Paths.USER_INFO)}>
        <span className={styles.avatar}>
          <UserIcon />
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{driver === 'loading' ? '已登录' : driver.nickName}</span>
          <span className={styles.hint}>
            {driver === 'loading' ? appName : driver.phoneBound ? driver.phone : '未绑定手机号，点击绑定'}
          </span>
        </span>
        <span className={styles.visuallyHidden}>，个人信息</span>
      </button>
    </header>
  );
}
