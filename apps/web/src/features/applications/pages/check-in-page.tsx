import { APPLICATION_MAX_PICTURES, checkNationalId } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BottomButton } from '../../../components/bottom-button';
import { FormError, PictureField } from '../../../components/evidence-fields';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { Paths } from '../../../lib/paths';
import { myPlatesQuery, programmesQuery, useCreateApplication } from '../api/applications';
import styles from '../components/apply.module.css';
import { ApplyPaths, resultPath } from '../lib/paths';

/** The application's schema with zod, fetched once the form is on screen (lib/application-schema.ts). */
const loadSchema = () => import('../lib/application-schema');

/** A labelled text box (a real <label>, so screen readers and axe know what it asks). */
function TextBox(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * /userApply/userCheckIn?programmeId (申请登记, decision 041): one of the driver's own plates, the applicant's name
 * and national-ID number (checked with its GB 11643 check character before sending) and up to 3 certificate
 * pictures, compressed on the phone before upload. Checked with the contracts' schema, so the driver reads the
 * message the server would give.
 */
export default function CheckInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const programmeId = search.get('programmeId') ?? '';
  const programmes = useQuery(programmesQuery());
  const plates = useQuery(myPlatesQuery());
  const create = useCreateApplication();
  useEffect(() => void loadSchema().catch(() => undefined), []);
  const [plateId, setPlateId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [error, setError] = useState<string | null>(null);

  if (!programmes.isSuccess) return <QueryState query={programmes} failed="申请项目加载失败" />;
  if (!plates.isSuccess) return <QueryState query={plates} failed="车辆加载失败" />;
  const programme = programmes.data.find((p) => p.programmeId === programmeId);
  if (!programme) {
    return (
      <PageState
        title="申请项目不存在"
        description="该项目可能已停止申请"
        action={{ text: '查看可申请的优惠', onClick: () => void navigate(ApplyPaths.INDEX, { replace: true }) }}
      />
    );
  }
  if (plates.data.results.length === 0) {
    return (
      <PageState
        title="暂无绑定车辆"
        description="请先绑定需要申请优惠的车辆"
        illustration="car"
        action={{ text: '添加车辆', onClick: () => void navigate(Paths.CAR_MANAGE) }}
      />
    );
  }
  // A message about what was typed goes once the driver types again.
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError(null);
  };
  const chosen = plateId ?? plates.data.results.find((p) => p.isDefault)?.plateId ?? plates.data.results[0]!.plateId;

  const submit = async () => {
    const body = {
      programmeId,
      plateId: chosen,
      applicantName: name,
      idNumber: idNumber.trim(),
      pictures: pictures.map((p) => p.url),
    };
    const idProblem = idNumber.trim() ? checkNationalId(idNumber.trim()) : '请输入身份证号';
    const { CreateApplication } = await loadSchema();
    const checked = CreateApplication.safeParse(body);
    const problem = idProblem ?? (checked.success ? null : (checked.error.issues[0]?.message ?? '请检查填写内容'));
    setError(problem);
    if (problem) return;
    const application = await create.mutateAsync(body);
    void navigate(resultPath(application.applicationId), { replace: true });
  };

  return (
    <div className={styles.page}>
      <Section title={programme.name}>
        <p className={styles.benefit}>{programme.benefitText}</p>
        <p className={styles.muted}>{programme.description}</p>
      </Section>
      <Section title="申请车辆">
        <div className={styles.plates} role="radiogroup" aria-label="申请车辆">
          {plates.data.results.map((plate) => (
            <button
              key={plate.plateId}
              type="button"
              role="radio"
              aria-checked={plate.plateId === chosen}
              className={plate.plateId === chosen ? styles.plateOn : styles.plate}
              onClick={() => setPlateId(plate.plateId)}
            >
              {plate.formatPlateNo}
            </button>
          ))}
        </div>
      </Section>
      <Section title="申请人信息">
        <TextBox label="姓名" placeholder="请输入申请人姓名" value={name} onChange={edit(setName)} maxLength={20} />
        <TextBox
          label="身份证号"
          placeholder="请输入 18 位身份证号"
          value={idNumber}
          onChange={edit(setIdNumber)}
          maxLength={18}
        />
      </Section>
      <Section title={`证明材料（最多 ${APPLICATION_MAX_PICTURES} 张）`}>
        <PictureField value={pictures} onChange={setPictures} max={APPLICATION_MAX_PICTURES} />
        <p className={styles.muted}>支持 jpg、png、webp 格式，请确保证件信息清晰可见</p>
      </Section>
      <FormError message={error} />
      <BottomButton loading={create.isPending} onClick={() => void submit()}>
        提交申请
      </BottomButton>
    </div>
  );
}
