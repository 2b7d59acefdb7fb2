import { NICK_NAME_MAX } from '@parking/contracts';
import { changeNickName } from '../api/account';
import { ProfileTextForm } from '../components/profile-text-form';

/** /changeNickname */
export default function ChangeNicknamePage() {
  return (
    <ProfileTextForm
      label="昵称"
      field="nickName"
      max={NICK_NAME_MAX}
      note={`昵称最多 ${NICK_NAME_MAX} 个字，不能包含 / \\ : * ? " < > ' 等字符`}
      save={changeNickName}
    />
  );
}
