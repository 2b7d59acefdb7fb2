import { Badge } from 'antd';

/** 在线 / 离线, as every device list shows it. */
export const onlineBadge = (online: boolean) => (
  <Badge status={online ? 'success' : 'default'} text={online ? '在线' : '离线'} />
);
