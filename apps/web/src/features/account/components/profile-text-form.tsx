import { Form } from '../../../components/plain-form';
import Input from 'antd-mobile/es/components/input';
import { useQueryClient } from '@tanstack/react-query';
import { driverKeys } from '../../../api/auth/keys';
import { useLoginInfo } from '../../../api/auth/login-info';
import { checkProfileText } from '../../../lib/form-rules';
import { FormPage } from './form-page';
import { FORM_STYLE } from '../../../components/form-style';
import { Paths } from '../../../lib/paths';
import { useBusy } from '../../../lib/use-busy';
import { useGoBack } from '../../../lib/use-go-back';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';

export interface ProfileTextFormProps {
  /** 昵称 or 姓名. */
  label: string;
  max: number;
  field: 'nickName' | 'userName';
  note: string;
  save: (value: string) => Promise<unknown>;
}

/** Edits one profile text (nickname, real name) with the section-5 text check, then returns to the profile. */
export function ProfileTextForm({ label, max, field, note, save }: ProfileTextFormProps) {
  const info = useLoginInfo();
  const client = useQueryClient();
  const goBack = useGoBack(Paths.USER_INFO);
  const { busy, run } = useBusy();
  const [form] = Form.useForm<{ value: string }>();

  if (!info.isSuccess) return <QueryState query={info} failed="加载失败" />;

  const submit = ({ value }: { value: string }) =>
    void run(async () => {
      await save(value);
      await client.invalidateQueries({ queryKey: driverKeys.loginInfo });
      installedEffects.toast('修改成功', { success: true });
      goBack();
    });

  return (
    <FormPage note={note} submitText="保存" busy={busy} onSubmit={() => form.submit()}>
      <Form form={form} style={FORM_STYLE} initialValues={{ value: info.data[field] }} onFinish={submit}>
        <Form.Item name="value" label={label} check={checkProfileText(label, max)}>
          <Input placeholder={`请输入${label}`} maxLength={max} clearable />
        </Form.Item>
      </Form>
    </FormPage>
  );
}
