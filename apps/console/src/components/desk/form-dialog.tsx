import { Form, Input, Modal, type FormInstance, type FormItemProps, type FormProps, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../error-alert';

/**
 * A dialog around one form: its OK button submits the form (busy while `busy`), the server's `error` shows above the
 * fields, 取消 calls `onClose`. The fields are the children; `onFinish` gets the form's values.
 */
export function FormDialog<V>({
  form,
  name,
  title,
  okText,
  okDanger,
  width,
  busy,
  error,
  onClose,
  initialValues,
  onFinish,
  children,
}: {
  form: FormInstance<V>;
  name: string;
  title: ReactNode;
  okText?: string;
  /** A red OK button (a refusal). */
  okDanger?: boolean;
  width?: number;
  busy: boolean;
  /** The server's refusal (an error, or its message). */
  error?: Error | string | null;
  onClose: () => void;
  initialValues?: FormProps<V>['initialValues'];
  onFinish: (values: V) => unknown;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      {...(okDanger ? { okButtonProps: { danger: true } } : {})}
      width={width}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <ErrorAlert error={error} gap={16} />
      <Form<V> form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}

/** What a reason dialog's owner gives it: busy while the action runs, its refusal, and where the reason goes. */
export interface ReasonAnswer {
  busy: boolean;
  error: string | undefined;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * A dialog asking the reason of an action (a refusal, a look at personal data): required and trimmed, checked as well
 * by `rule`, at most `max` characters; `onSubmit` gets the reason.
 */
export function ReasonFormDialog({
  label,
  rule,
  max,
  onCancel,
  onSubmit,
  ...dialog
}: {
  name: string;
  title: string;
  okText: string;
  okDanger?: boolean;
  /** Says who reads the reason. */
  label: string;
  rule: FormRule;
  max: number;
} & ReasonAnswer) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog {...dialog} form={form} onClose={onCancel} onFinish={(v) => onSubmit(v.reason.trim())}>
      <Form.Item
        name="reason"
        label={label}
        rules={[{ required: true, whitespace: true, message: '请填写原因' }, rule]}
      >
        <Input.TextArea rows={3} showCount maxLength={max} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}

/** Fields a form keeps and submits but does not show (set from a picker, or carried over): one hidden item a name. */
export function HiddenFields({ names }: { names: FormItemProps['name'][] }) {
  return names.map((name) => (
    <Form.Item key={String(name)} name={name} hidden>
      <Input />
    </Form.Item>
  ));
}
