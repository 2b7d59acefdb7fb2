import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { PageState } from '../../../components/page-state';
import type { PositionState } from '../hooks/use-current-position';
import styles from './location-panel.module.css';

/** Spec section 8 texts of the map page. */
export const MapText = {
  UNSUPPORTED: '浏览器不支持地理定位。',
  FAILED: '停车点查询失败',
  NO_PARKS: '暂无符合条件的停车点位',
} as const;

/** Where the driver is and what is nearby: locating, the two failures, or the (for now empty) list of parks. */
export function LocationPanel({ state, onRelocate }: { state: PositionState; onRelocate: () => void }) {
  switch (state.status) {
    case 'locating':
      return (
        <div className={styles.locating} role="status">
          <SpinLoading style={{ '--size': '24px' }} />
          <span>正在定位…</span>
        </div>
      );
    case 'unsupported':
      return (
        <PageState size="compact" title={MapText.UNSUPPORTED} description="请在设置中允许定位，或更换浏览器后重试" />
      );
    case 'failed':
      return (
        <PageState
          size="compact"
          title={MapText.FAILED}
          description="请确认已开启定位权限"
          action={{ text: '重新定位', onClick: onRelocate }}
        />
      );
    case 'located':
      return <PageState size="compact" title={MapText.NO_PARKS} action={{ text: '重新定位', onClick: onRelocate }} />;
  }
}
