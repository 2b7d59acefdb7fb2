import 'antd-mobile/es/components/tabs/tabs.css';
import 'antd-mobile/es/components/capsule-tabs/capsule-tabs.css';
import type { CSSProperties } from 'react';
import styles from './light-tabs.module.css';

export interface LightTab {
  key: string;
  title: string;
}

interface LightTabsProps {
  tabs: readonly LightTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** What the tabs choose between (the list's name), for screen readers. */
  'aria-label': string;
  className?: string;
  style?: CSSProperties;
}

/**
 * antd-mobile's Tabs (`kind="line"`, the line under the active title) and CapsuleTabs (`kind="capsule"`), drawn with
 * their own classes so they look the same, without their script: both animate with react-spring (and its gesture
 * library), about 17 KB gzip that the record screens loaded before their first paint (issue 25). The tabs are
 * buttons in a tablist, so a keyboard reaches them (antd-mobile's capsules are plain divs). Neither scrolls the
 * active tab into view: the record screens have two to four tabs, and a driver's plates are few.
 */
export function LightTabs({
  kind,
  tabs,
  activeKey,
  onChange,
  className,
  style,
  ...rest
}: LightTabsProps & { kind: 'line' | 'capsule' }) {
  const p = kind === 'line' ? 'adm-tabs' : 'adm-capsule-tabs';
  return (
    <div className={className ? `${p} ${className}` : p} style={style}>
      <div className={`${p}-header`}>
        <div className={`${p}-tab-list`} role="tablist" aria-label={rest['aria-label']}>
          {tabs.map((tab) => {
            const active = tab.key === activeKey;
            return (
              <button
                key={tab.key}
                type="button"
                role="tab"
                aria-selected={active}
                className={`${p}-tab-wrapper ${kind === 'line' ? `${p}-tab-wrapper-stretch ` : ''}${styles.tab}`}
                onClick={() => !active && onChange(tab.key)}
              >
                <span className={`${p}-tab ${active ? `${p}-tab-active ` : ''}${styles.title}`}>
                  {tab.title}
                  {active && kind === 'line' && <span className={`${p}-tab-line ${styles.line}`} aria-hidden />}
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
