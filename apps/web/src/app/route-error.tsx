import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useStaleData } from '../lib/offline';
import { isChunkLoadError } from './lazy-page';
import styles from './route-error.module.css';

const reload = () => window.location.reload();

/**
 * The error screen of the route tree. A page whose code failed to load (weak network, or a deploy removed the old
 * chunk files) is fixed by a reload, so that is the first offer; any other error also offers the way home.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  // Offline, a page never opened before has no code on the phone yet (the service worker keeps pages as met).
  const offline = useStaleData() && !navigator.onLine;
  useEffect(() => {
    // A failed chunk is expected weather; anything else is a bug we want to see in the console.
    if (!chunk) console.error(error);
  }, [chunk, error]);
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>{chunk ? '页面加载失败' : '页面出错了'}</h1>
      <p className={styles.hint}>
        {chunk && offline
          ? '当前处于离线状态，此页面尚未保存到手机，请联网后重新加载。'
          : chunk
            ? '网络不稳定或应用已更新，请重新加载。'
            : '请重新加载，或返回首页。'}
      </p>
      <button type="button" className={styles.primary} onClick={reload}>
        重新加载
      </button>
      {(!chunk || offline) && (
        <a className={styles.secondary} href="/">
          返回首页
        </a>
      )}
    </div>
  );
}
