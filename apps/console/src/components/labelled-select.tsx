import { Select, Space, type SelectProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A choice above a screen (its park, its group…) with its label shown beside it, tied to it by `id` (the select's
 * accessible name); `width` is the select's, `style` the row's; `children` stand beside it (the screen's actions); the
 * rest as antd's Select.
 */
export function LabelledSelect({
  id,
  label,
  width,
  style,
  children,
  ...select
}: {
  id: string;
  label: string;
  width: number;
  style?: CSSProperties;
  children?: ReactNode;
} & Omit<SelectProps<string>, 'id' | 'style' | 'children'>) {
  return (
    <Space style={style}>
      <label htmlFor={id}>{label}</label>
      <Select<string> id={id} style={{ width }} {...select} />
      {children}
    </Space>
  );
}
