import {
  PLATE_MATERIAL_MAX_PICTURES,
  PlateMaterialPurpose,
  type CertifiableGroup,
  type PlateMaterialEdit as MaterialFields,
} from '@parking/contracts';
import { OptionList, TextField } from './form-controls';
import { useEffect, useState } from 'react';
import { ApiText } from '../../../api/messages';
import { installedEffects } from '../../../api/ui-effects';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PicturePicker } from './picture-picker';

/** The fields' schema with zod, fetched once the form is on screen (lib/material-schema.ts). */
const loadSchema = () => import('../lib/material-schema');

const PICTURE_HINTS = ['行驶证主页', '行驶证副页', '补充材料', '补充材料'];

export interface MaterialFormValue {
  ownerName: string;
  pictures: string[];
  remark: string;
  groupCode?: string;
}

/**
 * The fields of a certification (submit and edit): owner as on the licence, the licence pictures, a remark, and for
 * a special-group certification the group. Checked with the contracts' schema before it is sent, so the driver
 * reads the same message the server would give.
 */
export function MaterialForm({
  initial,
  purpose,
  groups,
  submitText,
  submitting,
  onSubmit,
}: {
  initial: MaterialFormValue;
  purpose: PlateMaterialPurpose;
  groups: readonly CertifiableGroup[];
  submitText: string;
  submitting: boolean;
  onSubmit: (value: MaterialFields) => void;
}) {
  const [value, setValue] = useState(initial);
  const set = (patch: Partial<MaterialFormValue>) => setValue((old) => ({ ...old, ...patch }));
  const special = purpose === PlateMaterialPurpose.SPECIAL_GROUP;
  useEffect(() => void loadSchema().catch(() => undefined), []);

  async function submit() {
    const fields = { ...value, remark: value.remark || undefined, groupCode: special ? value.groupCode : undefined };
    if (special && !fields.groupCode) return installedEffects.toast('请选择认证类别', { fail: true });
    const { PlateMaterialEdit } = await loadSchema();
    const checked = PlateMaterialEdit.safeParse(fields);
    if (!checked.success)
      return installedEffects.toast(checked.error.issues[0]?.message ?? '请检查填写内容', { fail: true });
    onSubmit(fields);
  }

  return (
    <>
      {special && (
        <section className={`${layout.card} ${layout.flush}`} aria-label="认证类别">
          {groups.length === 0 ? (
            <p className={layout.note}>当前暂无可认证的类别</p>
          ) : (
            <OptionList
              name="groupCode"
              legend="认证类别"
              options={groups.map((group) => ({
                value: group.code,
                label: group.name,
                description: group.description,
              }))}
              value={value.groupCode}
              onChange={(groupCode) => set({ groupCode })}
            />
          )}
        </section>
      )}
      <section className={`${layout.card} ${layout.flush}`} aria-label="所有人信息">
        <TextField
          label="车辆所有人（与行驶证一致）"
          placeholder="请输入车辆所有人姓名"
          value={value.ownerName}
          maxLength={30}
          onChange={(ownerName) => set({ ownerName })}
        />
      </section>
      <section className={layout.card} aria-label="上传材料">
        <h2 className={layout.heading}>上传行驶证照片</h2>
        <PicturePicker
          value={value.pictures}
          max={PLATE_MATERIAL_MAX_PICTURES}
          hints={PICTURE_HINTS}
          onChange={(pictures) => set({ pictures })}
        />
        <p className={layout.label}>支持 jpg、png、webp 格式，请确保车牌号、所有人等信息清晰可见</p>
      </section>
      <section className={`${layout.card} ${layout.flush}`} aria-label="备注">
        <TextField
          label="备注（选填）"
          placeholder="如需说明车辆情况，请在此填写"
          value={value.remark}
          maxLength={200}
          multiline
          onChange={(remark) => set({ remark })}
        />
      </section>
      <BottomButton
        loading={submitting}
        onClick={() => void submit().catch(() => installedEffects.toast(ApiText.NETWORK_ERROR, { fail: true }))}
      >
        {submitText}
      </BottomButton>
    </>
  );
}
