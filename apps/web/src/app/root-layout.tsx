import { useEffect } from 'react';
import { useMatches, useNavigation } from 'react-router';
import { useAppName } from '../api/basic/application-info';
import { EMBEDDED } from '../lib/env';
import { OFFLINE_TEXT, useStaleData } from '../lib/offline';
import { pageTitle } from './guard';
import { KeepAliveOutlet } from './keep-alive-outlet';
import styles from './root-layout.module.css';
import { currentMeta } from './route-meta';
import { AppTabBar } from './tab-bar';

/** The shell around every page: title, navigation progress, kept-alive pages and the tab bar where a page wants it. */
export function RootLayout() {
  const matches = useMatches();
  const meta = currentMeta(matches);
  const appName = useAppName();
  const navigating = useNavigation().state !== 'idle';
  const stale = useStaleData();
  // The embedded build has no tab bar at all (the flag is inlined, so the bar's code is dropped from that build).
  const tabBar = !EMBEDDED && meta.tabBar === true;
  // The root's child match is the page: its id keys the kept-alive copy.
  const keepAliveId = meta.keepAlive ? matches[1]?.id : undefined;

  useEffect(() => {
    document.title = pageTitle(meta, appName);
  }, [meta, appName]);

  return (
    <div className={styles.app}>
      {/* The next page's code may take long on a slow network: show that the tap was taken. */}
      <div className={styles.progress} hidden={!navigating} role="progressbar" aria-label="页面加载中" />
      {stale && (
        <p className={styles.offline} role="status">
          {OFFLINE_TEXT}
        </p>
      )}
      <main className={tabBar ? styles.withTabBar : styles.page}>
        <KeepAliveOutlet keepAliveId={keepAliveId} />
      </main>
      {tabBar && <AppTabBar />}
    </div>
  );
}
