import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { Paths } from '../../../lib/paths';
import styles from './signing-in.module.css';

/**
 * The screen of a login handed over by someone else (WeChat, a host app, a partner's ticket): a spinner while it
 * completes, or what went wrong with a way to log in normally.
 */
export function SigningIn({
  failure,
  busyText = '正在登录…',
}: {
  /** What went wrong, and the action's page (login by default). */
  failure?: { title: string; description: string; action: string; to?: string };
  busyText?: string;
}) {
  const navigate = useNavigate();
  if (failure) {
    const to = failure.to ?? Paths.LOGIN_INDEX;
    return (
      <PageState
        title={failure.title}
        description={failure.description}
        action={{ text: failure.action, onClick: () => navigate(to, { replace: true }) }}
      />
    );
  }
  return (
    <div className={styles.loading} role="status">
      <SpinLoading color="primary" />
      <span>{busyText}</span>
    </div>
  );
}
