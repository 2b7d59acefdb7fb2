import 'antd-mobile/es/components/tabs/tabs.css';
import {
  Children,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './plain-tabs.module.css';

/**
 * A row of tabs with antd-mobile's Tabs markup and style sheet, without react-spring (16 KB gzip on /login, issue
 * 25): the active line slides by a CSS transition, and a row wider than the screen scrolls the active tab to its
 * middle. Controlled (`activeKey`, `onChange`); the tabs carry a title only, the page renders what they choose.
 */
export interface PlainTabsProps {
  activeKey: string;
  onChange: (key: string) => void;
  style?: CSSProperties;
  children: ReactNode;
}

interface TabProps {
  title: ReactNode;
}

/** A tab of <Tabs>: its `key` is the value `onChange` gets. */
function Tab(_: TabProps) {
  return null;
}

function PlainTabs({ activeKey, onChange, style, children }: PlainTabsProps) {
  const tabs = Children.toArray(children)
    .filter(isValidElement<TabProps>)
    .map((tab) => ({ key: String(tab.key).replace(/^\.\$/, ''), title: tab.props.title }));
  const keys = tabs.map((t) => t.key).join();
  const list = useRef<HTMLDivElement>(null);
  const [line, setLine] = useState<{ x: number; width: number; moved: boolean }>({ x: 0, width: 0, moved: false });

  useLayoutEffect(() => {
    const container = list.current;
    const index = tabs.findIndex((t) => t.key === activeKey);
    // The list's first child is the line; each tab sits in a wrapper.
    const tab = index < 0 ? null : (container?.children.item(index + 1)?.firstElementChild as HTMLElement | null);
    if (!container || !tab) return setLine((l) => (l.width === 0 ? l : { x: 0, width: 0, moved: l.moved }));
    const next = { x: tab.offsetLeft, width: tab.offsetWidth };
    setLine((l) => (l.x === next.x && l.width === next.width ? l : { ...next, moved: l.width > 0 }));
    const overflow = container.scrollWidth - container.offsetWidth;
    if (overflow > 0) {
      const left = Math.min(Math.max(next.x - (container.offsetWidth - next.width) / 2, 0), overflow);
      container.scrollTo?.({ left, behavior: 'smooth' });
    }
    // The tabs by their keys: a new title that changes a tab's width comes with new keys in this app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeKey, keys]);

  const step = (event: KeyboardEvent, by: number) => {
    event.preventDefault();
    const index = tabs.findIndex((t) => t.key === activeKey);
    const next = tabs[(index + by + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    (list.current?.children.item(tabs.indexOf(next) + 1)?.firstElementChild as HTMLElement | null)?.focus();
  };

  return (
    <div className="adm-tabs" style={{ direction: 'ltr', ...style }}>
      <div className="adm-tabs-header">
        <div
          className="adm-tabs-tab-list"
          ref={list}
          role="tablist"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') step(event, 1);
            else if (event.key === 'ArrowLeft') step(event, -1);
          }}
        >
          <div
            className={`adm-tabs-tab-line${line.moved ? ` ${styles.moving}` : ''}`}
            style={{ width: line.width, transform: `translate3d(${line.x}px, 0, 0)` }}
          />
          {tabs.map((tab) => (
            <div key={tab.key} className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch">
              <div
                role="tab"
                aria-selected={tab.key === activeKey}
                tabIndex={tab.key === activeKey ? 0 : -1}
                className={`adm-tabs-tab${tab.key === activeKey ? ' adm-tabs-tab-active' : ''}`}
                onClick={() => {
                  if (tab.key !== activeKey) onChange(tab.key);
                }}
              >
                {tab.title}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Drop-in for the part of antd-mobile's Tabs the app uses: `<Tabs activeKey onChange><Tabs.Tab key title/></Tabs>`. */
export const Tabs = Object.assign(PlainTabs, { Tab });
