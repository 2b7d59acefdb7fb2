import { Alert, Button, Descriptions, Modal, Typography } from 'antd';

/**
 * A device's key, this once: the server keeps only its hash and never shows it again (gates, handhelds, lock
 * gateways). `extra` lists what else goes on the device beside it (an MQTT user name, a topic root).
 */
export function KeyOnceDialog({
  title,
  secret,
  extra,
  onClose,
}: {
  title: string;
  secret: string;
  extra?: { label: string; value: string }[];
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        title="密钥只显示这一次，关闭后无法再查看；请立即配置到设备上。"
        style={{ marginBottom: 16 }}
      />
      {extra && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 8 }}
          items={extra.map(({ label, value }) => ({
            key: label,
            label,
            children: <Typography.Text copyable>{value}</Typography.Text>,
          }))}
        />
      )}
      <Typography.Paragraph copyable={{ text: secret }} code style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
