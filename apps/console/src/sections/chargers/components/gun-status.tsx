import { connectorStatusText, type Gun } from '@parking/contracts';
import { Tag } from 'antd';

const COLOR: Partial<Record<Gun['status'], string>> = {
  Available: 'success',
  Charging: 'processing',
  Preparing: 'processing',
  Finishing: 'gold',
  Faulted: 'error',
  Unavailable: 'default',
  Offline: 'default',
};

/** A gun's live OCPP state in words (离线 when its charger has no connection). */
export const GunStatus = ({ gun }: { gun: Pick<Gun, 'status' | 'gunName'> }) => (
  <Tag color={COLOR[gun.status] ?? 'default'}>{connectorStatusText[gun.status]}</Tag>
);
