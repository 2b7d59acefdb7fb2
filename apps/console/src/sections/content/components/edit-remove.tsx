import { Button, Popconfirm, Space } from 'antd';

/** 编辑 and 删除 (asked first: `confirm`) in a row of the content lists. */
export function EditRemove({
  onEdit,
  confirm,
  onRemove,
}: {
  onEdit: () => void;
  confirm: string;
  onRemove: () => void;
}) {
  return (
    <Space size={0}>
      <Button type="link" onClick={onEdit}>
        编辑
      </Button>
      <Popconfirm title={confirm} onConfirm={onRemove}>
        <Button type="link" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
