import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dialog around one form that its owner checks on OK (`onOk`: a zod form's `whenValid(…)`), busy while `busy`; the
 * fields are the children. (`FormDialog` is the one submitted through antd's `onFinish`, with the refusal above.)
 */
export function ModalForm(p: {
  form: FormInstance;
  /** The form's name (it prefixes the fields' ids); none: the fields' own names. */
  name?: string;
  title: string;
  /** None: antd's 确定. */
  okText?: string;
  busy: boolean;
  onOk: () => unknown;
  onClose: () => void;
  initialValues?: object;
  children: ReactNode;
}) {
  return (
    <Modal open title={p.title} okText={p.okText} onOk={p.onOk} confirmLoading={p.busy} onCancel={p.onClose}>
      <Form form={p.form} name={p.name} layout="vertical" initialValues={p.initialValues}>
        {p.children}
      </Form>
    </Modal>
  );
}
