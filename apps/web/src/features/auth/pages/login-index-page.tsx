import Button from 'antd-mobile/es/components/button';
import { useLocation, useNavigate } from 'react-router';
import { useAppName } from '../../../api/basic/application-info';
import { href } from '../../../lib/paths';
import styles from './login-index-page.module.css';
import { hostLogin, useWechatLogin } from '../hooks/use-wechat-login';
import { loginQuery } from '../lib/login-target';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

/** /loginIndex: the entry to logging in or registering (WeChat login inside WeChat). */
export default function LoginIndexPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const appName = useAppName();
  const wechatLogin = useWechatLogin();
  const query = loginQuery(search);

  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden>
          P
        </span>
        <h1 className={styles.name}>{appName ?? '停车缴费'}</h1>
        <p className={styles.slogan}>停车缴费 · 车辆管理 · 电子发票</p>
      </div>
      <div className={styles.actions}>
        {hostLogin() && (
          <Button
            block
            size="large"
            shape="rounded"
            className={styles.wechat}
            onClick={() => void wechatLogin().catch(() => undefined)}
          >
            {hostLogin()}
          </Button>
        )}
        <MainButton shape="rounded" onClick={() => navigate(href(screen.login, query))}>
          手机号登录
        </MainButton>
        <Button
          block
          size="large"
          shape="rounded"
          fill="outline"
          color="primary"
          onClick={() => navigate(href(screen.registor, query))}
        >
          注册新账号
        </Button>
      </div>
      <p className={styles.note}>登录即表示同意《用户协议》和《隐私政策》</p>
    </div>
  );
}
