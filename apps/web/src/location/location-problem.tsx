import { DiscoveryText } from '@parking/contracts';
import { PageState } from '../components/page-state';
import type { PositionState } from './position-store';

/**
 * What a list of nearby places shows when the position is not known: a 定位 button until the driver asks (the
 * position is never asked for on page load), the spec's two messages (no geolocation; the query failed, with a
 * retry), or `locating` while the browser is still asked.
 */
export function LocationProblem({
  state,
  relocate,
  locating,
}: {
  state: PositionState;
  relocate: () => void;
  locating: React.ReactNode;
}) {
  if (state.status === 'idle')
    return (
      <PageState
        size="compact"
        title="定位后查看附近地点"
        description="仅在您点击定位时获取位置"
        action={{ text: '定位', onClick: relocate }}
      />
    );
  if (state.status === 'unsupported')
    return (
      <PageState
        size="compact"
        title={DiscoveryText.NO_GEOLOCATION}
        description="请在设置中允许定位，或更换浏览器后重试"
      />
    );
  if (state.status === 'failed')
    return (
      <PageState
        size="compact"
        title={DiscoveryText.QUERY_FAILED}
        description="请确认已开启定位权限"
        action={{ text: '重新定位', onClick: relocate }}
      />
    );
  return <>{locating}</>;
}
