import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { formatTime } from '../../../lib/format';

/** 最后通信: when a device or a gateway last spoke (从未: never). */
export const lastSeenColumn = (width?: number) => ({
  title: '最后通信',
  dataIndex: 'lastSeenAt',
  width,
  render: (at: string | null) => formatTime(at) || '从未',
});

/** A row's link that asks first (更换密钥, 停用…): `title` asks, `description` says what follows, `okText` does it. */
export function ConfirmLink(p: {
  title: string;
  description: string;
  okText: string;
  onConfirm: () => unknown;
  children: ReactNode;
}) {
  return (
    <Popconfirm title={p.title} description={p.description} okText={p.okText} cancelText="取消" onConfirm={p.onConfirm}>
      <Button type="link">{p.children}</Button>
    </Popconfirm>
  );
}
