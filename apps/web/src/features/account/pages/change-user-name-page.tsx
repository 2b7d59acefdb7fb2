import { USER_NAME_MAX } from '@parking/contracts';
import { changeUserName } from '../api/account';
import { ProfileTextForm } from '../components/profile-text-form';

/** /changeUserName: the real name used on invoices and certification materials. */
export default function ChangeUserNamePage() {
  return (
    <ProfileTextForm
      label="姓名"
      field="userName"
      max={USER_NAME_MAX}
      note="请填写真实姓名，开具发票和办理优待认证时使用"
      save={changeUserName}
    />
  );
}
