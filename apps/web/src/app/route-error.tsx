import { useEffect } from 'react';
import { useRouteError } from 'react-router';
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
  useEffect(() => {
    // A failed chunk is expected weather; anything else is a bug we want to see in the console.
    if (!chunk) console.error(error);
  }, [chunk, error]);
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>{chunk ? '页面加载失败' : '页面出错了'}</h1>
      <p className={styles.hint}>{chunk ? '网络不稳定或应用已更新，请重新加载。' : '请重新加载，或返回首页。'}</p>
      <button type="button" className={styles.primary} onClick={reload}>
        重新加载
      </button>
      {!chunk && (
        <a className={styles.secondary} href="/">
          返回首页
        </a>
      )}
    </div>
  );
}
