import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { ParkSelect } from '../../parks/components/park-select';

/** When a device last spoke or reported (从未: never). */
export const seenAt = (at: string | null) => formatTime(at) || '从未';

/** 最后通信: when a device or a gateway last spoke. */
export const lastSeenColumn = (width?: number) => ({
  title: '最后通信',
  dataIndex: 'lastSeenAt',
  width,
  render: seenAt,
});

/** 最后上报: when a parking lock last reported its state. */
export const reportedColumn = () => ({ title: '最后上报', dataIndex: 'reportedAt', render: seenAt });

/** A devices tab's 登记 / 注册 button, above its table: opens the dialog that registers one. */
export function RegisterButton(p: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={p.onClick} style={{ marginBottom: 16 }}>
      {p.children}
    </Button>
  );
}

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

/** 车场: the park a device is registered at, one of the operator's parks. */
export function ParkItem() {
  return (
    <Form.Item name="parkId" label="车场">
      <ParkSelect placeholder="选择车场" />
    </Form.Item>
  );
}

/**
 * A device dialog's form, checked with `schema` on OK: `submit(send)` is the OK, handing the checked values to `send`;
 * `settle(then)` is what its mutation does after: on success the dialog closes (`onClose`) and `then` gets the answer,
 * a refusal shows the server's message beside `field` (the one it is about).
 */
export function useDeviceForm<S extends z.ZodType>(schema: S, field: string, onClose: () => void) {
  const { form, whenValid } = useZodForm(schema);
  const settle = <R,>(then?: (answer: R) => void) => ({
    onSuccess: (answer: R) => {
      onClose();
      then?.(answer);
    },
    onError: (err: Error) => form.setFields([{ name: field, errors: [err.message] }]),
  });
  return { form, submit: whenValid, settle };
}
