import { CARD_PASSWORD_PATTERN } from '@parking/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { Section } from '../../../components/section';
import { changeCardPassword } from '../api/tags';
import styles from '../components/tags.module.css';
import * as screen from '../../../lib/screen-paths.gen';

const FIELDS = [
  ['oldPassword', '原密码', '请输入原6位数字密码'],
  ['newPassword', '新密码', '请输入新的6位数字密码'],
  ['confirm', '确认新密码', '请再次输入新密码'],
] as const;

/** /changeCardPassword?cardNo: the card's password changed with the old one (wrong ones are limited per card). */
export default function ChangeCardPasswordPage() {
  const [search] = useSearchParams();
  const cardNo = search.get('cardNo') ?? '';
  const navigate = useNavigate();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [saving, setSaving] = useState(false);
  if (!cardNo) {
    return (
      <PageState
        title="未选择充电卡"
        action={{ text: '我的充电卡', onClick: () => void navigate(screen.chargingCard) }}
      />
    );
  }

  async function save() {
    const { oldPassword, newPassword, confirm } = values;
    if (!CARD_PASSWORD_PATTERN.test(oldPassword) || !CARD_PASSWORD_PATTERN.test(newPassword)) {
      return installedEffects.toast('密码为6位数字', { fail: true });
    }
    if (newPassword !== confirm) return installedEffects.toast('两次输入的新密码不一致', { fail: true });
    if (newPassword === oldPassword) return installedEffects.toast('新密码不能与原密码相同', { fail: true });
    setSaving(true);
    try {
      await changeCardPassword({ cardNo, oldPassword, newPassword });
      installedEffects.toast('密码修改成功', { success: true });
      void navigate(screen.chargingCard, { replace: true });
    } catch {
      // the API's own toast says why (wrong old password, locked)
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={layout.page}>
      <Section title={`充电卡 ${cardNo}`}>
        {FIELDS.map(([name, label, placeholder]) => (
          <label key={name} className={styles.field}>
            <span>{label}</span>
            <input
              value={values[name]}
              onChange={(e) => setValues({ ...values, [name]: e.target.value.replace(/\D/g, '') })}
              type="password"
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              placeholder={placeholder}
            />
          </label>
        ))}
        <p className={layout.note}>原密码连续输错5次，该卡将锁定30分钟。</p>
      </Section>
      <BottomButton loading={saving} disabled={saving} onClick={() => void save()}>
        确认修改
      </BottomButton>
    </div>
  );
}
