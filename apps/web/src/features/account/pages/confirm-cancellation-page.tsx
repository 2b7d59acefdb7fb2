import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { Form } from '../../../components/plain-form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoginInfo } from '../../../api/auth/login-info';
import { useSession } from '../../../api/auth/session';
import { VerifyCodeField } from '../../../components/form-fields';
import { FORM_STYLE } from '../../../components/form-style';
import { PageState } from '../../../components/page-state';
import { useChallenge } from '../../../components/verification/use-challenge';
import { Paths } from '../../../lib/paths';
import { useBusy } from '../../../lib/use-busy';
import { deleteAccount } from '../api/account';
import { DELETION_WARNING } from './cancellation-page';
import styles from './account-pages.module.css';
import { installedEffects } from '../../../api/ui-effects';

/** /onsurecancel: the last step: a code to the bound phone, an explicit "I understand", a confirm, then the result. */
export default function ConfirmCancellationPage() {
  const navigate = useNavigate();
  const session = useSession();
  const info = useLoginInfo();
  const [form] = Form.useForm<{ verifyCode: string }>();
  const [understood, setUnderstood] = useState(false);
  const [done, setDone] = useState(false);
  const { busy, run } = useBusy();
  const challenge = useChallenge();

  async function submit({ verifyCode }: { verifyCode: string }) {
    if (!understood) return void installedEffects.toast('请先确认已知晓注销后果');
    const confirmed = await installedEffects.confirm({
      title: '确定注销账号？',
      content: '注销后账号无法恢复',
      confirmText: '确定注销',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    await run(async () => {
      await deleteAccount(verifyCode);
      session.forget(); // the server has ended every session already
      setDone(true);
    });
  }

  if (done) {
    return (
      <PageState
        title="账号已注销"
        description="您的个人信息已删除，感谢您的使用"
        action={{ text: '返回首页', onClick: () => navigate(Paths.HOME, { replace: true }) }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.warning}>{DELETION_WARNING}</p>
      <p className={styles.codeNote}>验证码将发送至 {info.data?.phone ?? '绑定的手机号'}</p>
      <Form form={form} layout="horizontal" style={FORM_STYLE} onFinish={(values) => void submit(values)}>
        <VerifyCodeField type="deleteAccount" challenge={challenge} />
      </Form>
      <label className={styles.confirm}>
        <Checkbox checked={understood} onChange={setUnderstood} />
        <span>我已知晓账号注销后无法恢复，个人信息将被删除</span>
      </label>
      <div className={styles.actions}>
        <Button block color="danger" size="large" shape="rounded" loading={busy} onClick={() => form.submit()}>
          确认注销
        </Button>
      </div>
    </div>
  );
}
