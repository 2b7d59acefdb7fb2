import { Alert, Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dialog around one form: its OK button submits the form (busy while `busy`), the server's `error` shows above the
 * fields, 取消 calls `onClose`. The fields are the children; `onFinish` gets the form's values.
 */
export function FormDialog<V>({
  form,
  name,
  title,
  okText,
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
      width={width}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={typeof error === 'string' ? error : error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<V> form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}
