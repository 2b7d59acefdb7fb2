import DotLoading from 'antd-mobile/es/components/dot-loading';

/** The parking pages' loading state: the dots of antd-mobile, centred. */
export function Loading() {
  return (
    <div role="status" aria-label="加载中" style={{ padding: 64, textAlign: 'center' }}>
      <DotLoading color="primary" />
    </div>
  );
}
