import { Badge, Tag } from 'antd';

/** 在线 / 离线, as every device list shows it. */
export const onlineBadge = (online: boolean) => (
  <Badge status={online ? 'success' : 'default'} text={online ? '在线' : '离线'} />
);

/** A device's or a lock gateway's state: 已停用 when disabled (its connections refused), else 在线 / 离线. */
export const deviceState = (d: { disabled: boolean; online: boolean }) =>
  d.disabled ? <Tag>已停用</Tag> : onlineBadge(d.online);
