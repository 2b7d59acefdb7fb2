import { Button, Input, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';

/** The tags the driver app renders, as buttons that wrap the selection (or insert at the caret). */
const TOOLS: { label: string; open: string; close: string }[] = [
  { label: '段落', open: '<p>', close: '</p>' },
  { label: '加粗', open: '<strong>', close: '</strong>' },
  { label: '斜体', open: '<em>', close: '</em>' },
  { label: '小标题', open: '<h3>', close: '</h3>' },
  { label: '列表', open: '<ul>\n<li>', close: '</li>\n</ul>' },
  { label: '引用', open: '<blockquote>', close: '</blockquote>' },
  { label: '图片', open: '<img src="https://', close: '" alt="" />' },
];

/** The body's HTML: a text area with buttons for the allowed tags (antd Form.Item's value and onChange). */
export function RichTextInput({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const area = useRef<TextAreaRef>(null);
  function wrap(open: string, close: string) {
    const el = area.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange?.(value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end));
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      <Space wrap size={4}>
        {TOOLS.map((t) => (
          <Button key={t.label} size="small" onClick={() => wrap(t.open, t.close)}>
            {t.label}
          </Button>
        ))}
      </Space>
      <Input.TextArea
        id={id}
        ref={area}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        rows={14}
        style={{ fontFamily: 'monospace' }}
      />
    </Space>
  );
}
