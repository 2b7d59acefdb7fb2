import {
  RESOLUTION_TEXT,
  RESOLUTIONS,
  type ReconciliationDifference,
  type ResolveDifference,
} from '@parking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { resolveDifference } from '../api/reconciliation';
import { optionsOf } from '../../../lib/options';
import { ErrorAlert } from '../../../components/error-alert';

/** Resolving one difference: how (chase with the provider, refund, accept) and a note, both required. */
export function ResolveDialog({
  difference,
  onClose,
}: {
  difference: ReconciliationDifference | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ResolveDifference>();
  const client = useQueryClient();
  const resolve = useMutation({
    mutationFn: (body: ResolveDifference) => resolveDifference(difference!.id, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['reconciliation'] });
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={!!difference}
      title={`处理差异 ${difference?.orderNo ?? ''}`}
      okText="确认处理"
      cancelText="取消"
      confirmLoading={resolve.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        resolve.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <ErrorAlert error={resolve.error} gap={16} />
      <Form form={form} layout="vertical" name="resolve" onFinish={(values) => resolve.mutate(values)}>
        <Form.Item name="resolution" label="处理方式" rules={[{ required: true, message: '请选择处理方式' }]}>
          <Select options={optionsOf(RESOLUTIONS, RESOLUTION_TEXT)} placeholder="请选择" />
        </Form.Item>
        <Form.Item
          name="note"
          label="处理说明"
          rules={[
            { required: true, whitespace: true, message: '请填写处理说明' },
            { max: 500, message: '处理说明最多 500 个字符' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
