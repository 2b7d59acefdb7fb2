import 'antd-mobile/es/components/collapse/collapse.css';
import List from 'antd-mobile/es/components/list';
import DownOutline from 'antd-mobile-icons/es/DownOutline';
import { Children, Fragment, isValidElement, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './plain-collapse.module.css';

/**
 * An accordion with antd-mobile's Collapse markup and style sheet, without react-spring (16 KB gzip on the help
 * centre's question lists, issue 25): a panel opens and closes by a CSS height transition. One panel open at a time;
 * a panel's content is rendered when it first opens and kept.
 */
export interface PlainCollapseProps {
  children: ReactNode;
}

interface PanelProps {
  title: ReactNode;
  children: ReactNode;
}

/** A panel of <Collapse>: `key`, its title and what it opens. */
function Panel(_: PanelProps) {
  return null;
}

function PlainCollapse({ children }: PlainCollapseProps) {
  const [open, setOpen] = useState<string | null>(null);
  const panels = Children.toArray(children).filter(isValidElement<PanelProps>);
  return (
    <div className="adm-collapse">
      <List>
        {panels.map((panel) => {
          const key = String(panel.key);
          const active = key === open;
          return (
            <Fragment key={key}>
              <List.Item
                className="adm-collapse-panel-header"
                onClick={() => setOpen(active ? null : key)}
                arrowIcon={
                  <div className={`adm-collapse-arrow${active ? ' adm-collapse-arrow-active' : ''}`}>
                    <DownOutline />
                  </div>
                }
              >
                {panel.props.title}
              </List.Item>
              <PanelContent visible={active}>{panel.props.children}</PanelContent>
            </Fragment>
          );
        })}
      </List>
    </div>
  );
}

function PanelContent({ visible, children }: { visible: boolean; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(visible);
  if (visible && !rendered) setRendered(true);
  const [initial] = useState(() => ({ height: visible ? 'auto' : 0 }));
  /** What the box last showed: nothing moves on the first render, only when `visible` changes. */
  const shown = useRef(visible);

  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (shown.current === visible || !box || !content) return;
    shown.current = visible;
    // From the content's height to auto (so it may grow), or from its height to 0.
    box.style.height = `${content.offsetHeight}px`;
    if (visible) {
      const settle = () => {
        if (box.style.height !== '0px') box.style.height = 'auto';
      };
      box.addEventListener('transitionend', settle, { once: true });
      const timer = setTimeout(settle, 400);
      return () => clearTimeout(timer);
    }
    void box.offsetHeight; // the browser takes the px height before it moves to 0
    box.style.height = '0px';
  }, [visible]);

  return (
    <div
      ref={outer}
      className={`adm-collapse-panel-content${visible ? ' adm-collapse-panel-content-active' : ''} ${styles.content}`}
      style={initial}
    >
      <div className="adm-collapse-panel-content-inner" ref={inner}>
        <List.Item>{rendered && children}</List.Item>
      </div>
    </div>
  );
}

/** Drop-in for antd-mobile's accordion Collapse as the app uses it: `<Collapse><Collapse.Panel key title>…`. */
export const Collapse = Object.assign(PlainCollapse, { Panel });
