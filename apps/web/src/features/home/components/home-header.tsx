import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Paths } from '../../../lib/paths';
import { SearchBox } from './search-box';
import styles from './home-header.module.css';

/** The dealer's app name, the search box, and for anonymous visitors the login/register prompt (spec section 1). */
export function HomeHeader({ appName, loggedIn }: { appName: string | undefined; loggedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      {/* The line keeps its height while the name loads, so nothing below it moves. */}
      <h1 className={styles.title}>{appName ?? <span className={styles.titlePlaceholder} aria-hidden />}</h1>
      <SearchBox />
      {!loggedIn && (
        <div className={styles.prompt}>
          <span>登录后查看在停车辆与待缴费用</span>
          <Button variant="light" size="small" onClick={() => navigate(Paths.LOGIN_INDEX)}>
            登录/注册
          </Button>
        </div>
      )}
    </header>
  );
}
