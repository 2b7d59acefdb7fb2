import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { Paths } from '../../../lib/paths';
import styles from './home-header.module.css';

/** The dealer's app name, and for anonymous visitors the login/register prompt (spec section 1). */
export function HomeHeader({ appName, loggedIn }: { appName: string | undefined; loggedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      {/* The line keeps its height while the name loads, so nothing below it moves. */}
      <h1 className={styles.title}>{appName ?? <span className={styles.titlePlaceholder} aria-hidden />}</h1>
      {!loggedIn && (
        <div className={styles.prompt}>
          <span>登录后查看在停车辆与待缴费用</span>
          <Button size="small" color="primary" shape="rounded" onClick={() => navigate(Paths.LOGIN_INDEX)}>
            登录/注册
          </Button>
        </div>
      )}
    </header>
  );
}
