import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { UserIcon } from '../../../components/icons';
import { Paths } from '../../../lib/paths';
import styles from './mine-header.module.css';

/** The account header: the login/register button for visitors; for a logged-in driver, who they are signed in with. */
export function MineHeader({ loggedIn, appName }: { loggedIn: boolean; appName: string | undefined }) {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <span className={styles.avatar}>
        <UserIcon />
      </span>
      {loggedIn ? (
        <div className={styles.text}>
          <p className={styles.name}>已登录</p>
          {appName && <p className={styles.hint}>{appName}</p>}
        </div>
      ) : (
        <div className={styles.text}>
          <Button variant="light" onClick={() => navigate(Paths.LOGIN_INDEX)}>
            登录/注册
          </Button>
          <p className={styles.hint}>登录后管理车辆、订单与钱包</p>
        </div>
      )}
    </header>
  );
}
