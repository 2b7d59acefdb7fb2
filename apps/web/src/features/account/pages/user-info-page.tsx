import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLoginInfo } from '../../../api/auth/login-info';
import { useSession } from '../../../api/auth/session';
import { startWechatBinding } from '../../../api/auth/wechat-bind';
import { insideWechat } from '../../../lib/client-type';
import { Paths } from '../../../lib/paths';
import { mineGroupsQuery } from '../api/account';
import styles from './account-pages.module.css';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { SkeletonBar } from '../../../components/skeleton-bar';

/** A grey bar where a value will be, before the profile arrives. */
const bar = <SkeletonBar width="5em" />;

/**
 * /userInfo: the driver's profile and account settings, and logging out. While the profile is asked the page is its
 * frame (decision 058): every row with its label and a grey bar for its value; the rows whose target depends on the
 * profile (手机号, 登录密码, 微信) take no tap until it is there; 注销账号 and 退出登录 work at once.
 */
export default function UserInfoPage() {
  const navigate = useNavigate();
  const session = useSession();
  const info = useLoginInfo();
  const groups = useQuery({ ...mineGroupsQuery(), enabled: info.data?.phoneBound === true });

  if (info.isError) return <QueryState query={info} failed="加载失败" />;
  const me = info.data;

  async function logout() {
    const confirmed = await installedEffects.confirm({
      content: '确定退出登录吗？',
      confirmText: '退出登录',
      cancelText: '取消',
    });
    if (!confirmed) return;
    await session.end();
    navigate(Paths.MINE, { replace: true });
  }

  return (
    <div className={styles.page} aria-busy={!me}>
      <List header="基本信息" className={styles.section}>
        <List.Item extra={me ? me.nickName : bar} onClick={() => navigate(Paths.CHANGE_NICKNAME)}>
          昵称
        </List.Item>
        <List.Item
          extra={!me ? bar : me.userName || <span className={styles.muted}>未填写</span>}
          onClick={() => navigate(Paths.CHANGE_USER_NAME)}
        >
          姓名
        </List.Item>
        {!me ? (
          <>
            <List.Item extra={bar} arrow>
              手机号
            </List.Item>
            <List.Item extra={bar} arrow>
              登录密码
            </List.Item>
            <List.Item extra={bar} arrow={false}>
              微信
            </List.Item>
          </>
        ) : (
          <>
            {me.phoneBound ? (
              <List.Item extra={me.phone} onClick={() => navigate(Paths.CHANGE_PHONE)}>
                手机号
              </List.Item>
            ) : (
              <List.Item extra="去绑定" onClick={() => navigate(Paths.BIND_PHONE)}>
                手机号
              </List.Item>
            )}
            <List.Item
              extra={me.hasPassword ? '修改' : '未设置'}
              onClick={() => navigate(me.hasPassword ? Paths.CHANGE_PASSWORD : Paths.SET_PASSWORD)}
            >
              登录密码
            </List.Item>
            {me.thirdTypes.includes('wechat') ? (
              <List.Item extra="已绑定" arrow={false}>
                微信
              </List.Item>
            ) : insideWechat() ? (
              <List.Item extra="去绑定" onClick={() => void startWechatBinding().catch(() => undefined)}>
                微信
              </List.Item>
            ) : (
              // WeChat's consent page (网页授权) only works inside WeChat: elsewhere the row says where to bind.
              <List.Item extra="未绑定" description="在微信中打开本页即可绑定" arrow={false}>
                微信
              </List.Item>
            )}
          </>
        )}
      </List>
      {/* Accounts are opened with a phone number: the frame draws 我的群组, which only a WeChat-only account lacks. */}
      {(!me || me.phoneBound) && (
        <List header="我的群组" className={styles.section}>
          <List.Item arrow={false}>
            {!me ? (
              bar
            ) : groups.data && groups.data.results.length > 0 ? (
              <span className={styles.groups}>
                {groups.data.results.map((g) => (
                  <span key={g.groupId} className={styles.tag} title={g.description}>
                    {g.groupName}
                  </span>
                ))}
              </span>
            ) : (
              <span className={styles.muted}>{groups.isPending ? '加载中…' : '暂未加入群组'}</span>
            )}
          </List.Item>
        </List>
      )}
      <List className={styles.section}>
        <List.Item onClick={() => navigate(Paths.CANCELLATION)}>注销账号</List.Item>
      </List>
      <div className={styles.actions}>
        <Button block size="large" shape="rounded" className={styles.logout} onClick={() => void logout()}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
