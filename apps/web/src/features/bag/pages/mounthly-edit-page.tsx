import type { BagApplication } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PictureField } from '../../../components/evidence-fields';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useBagPark } from '../api/bag';
import { useBagApplication, useEditApplication } from '../api/bag-screens';
import { Field } from '../components/field';
import { EDITABLE_STATUSES } from '../lib/application';
import { materialsProblem } from '../lib/materials';
import styles from '../../../components/offer-page.module.css';

const items = (urls: string[]): ImageUploadItem[] => urls.map((url) => ({ url }));

function EditForm({ application, needsProof }: { application: BagApplication; needsProof: boolean }) {
  const navigate = useNavigate();
  const edit = useEditApplication(application.applicationId);
  const [plateNos, setPlateNos] = useState(application.plates.map((p) => p.plateNo));
  const [applicantName, setName] = useState(application.applicantName);
  const [phone, setPhone] = useState(application.phone);
  // The server keeps the number masked: it is typed again on every resubmission.
  const [idNumber, setIdNumber] = useState('');
  const [licence, setLicence] = useState(items(application.licencePictures));
  const [proof, setProof] = useState(items(application.proofPictures));
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const found = materialsProblem({
      plateNos,
      applicantName,
      phone,
      idNumber,
      licenceCount: licence.length,
      proofCount: proof.length,
      needsProof,
    });
    setError(found);
    if (found) return;
    await edit.mutateAsync({
      plates: plateNos.map((plateNo, i) => ({
        plateNo: plateNo.trim().toUpperCase(),
        ...(application.plates[i]?.plateColor === 2 ? { plateColor: 2 } : {}),
      })),
      applicantName: applicantName.trim(),
      phone: phone.trim(),
      idNumber: idNumber.trim(),
      licencePictures: licence.map((p) => p.url),
      proofPictures: proof.map((p) => p.url),
    });
    void navigate(`/submitSuccess?applicationId=${application.applicationId}`, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Section title={`${application.parkName} · ${application.product.kindName}`} extra={application.statusText}>
        {application.reviewReason && (
          <p className={styles.error} role="status">
            审核意见：{application.reviewReason}
          </p>
        )}
      </Section>
      <Section title="申请材料">
        {plateNos.map((plateNo, i) => (
          <Field
            key={i}
            label={plateNos.length > 1 ? `车牌号 ${i + 1}` : '车牌号'}
            value={plateNo}
            onChange={(value) => setPlateNos(plateNos.map((p, j) => (j === i ? value : p)))}
            placeholder="如 浙A12345"
          />
        ))}
        <Field label="姓名" value={applicantName} onChange={setName} placeholder="行驶证所有人姓名" />
        <Field label="手机号" value={phone} onChange={setPhone} placeholder="用于到期提醒" inputMode="tel" />
        <Field
          label="身份证号"
          value={idNumber}
          onChange={setIdNumber}
          placeholder={`请重新输入（原 ${application.idNumberMasked}）`}
        />
      </Section>
      <Section title="行驶证照片">
        <PictureField value={licence} onChange={setLicence} max={2} />
      </Section>
      {(needsProof || proof.length > 0) && (
        <Section title="居住或工作证明">
          <PictureField value={proof} onChange={setProof} max={2} />
        </Section>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={edit.isPending} onClick={() => void submit()}>
          重新提交
        </Button>
      </div>
    </div>
  );
}

/** /mounthlyEdit?applicationId: edit the materials of an application asked for more (or rejected) and resubmit. */
export default function MounthlyEditPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') ?? '';
  const application = useBagApplication(applicationId);
  const park = useBagPark(application.data?.parkId ?? '');
  const navigate = useNavigate();
  if (!application.isSuccess) {
    return <QueryState query={application} failed="申请加载失败" gone="月卡申请不存在" />;
  }
  if (!EDITABLE_STATUSES.includes(application.data.status)) {
    return (
      <PageState
        title={`申请${application.data.statusText}，无需修改`}
        illustration="list"
        action={{ text: '查看我的月卡', onClick: () => void navigate('/monthParking', { replace: true }) }}
      />
    );
  }
  if (!park.isSuccess) return <QueryState query={park} failed="月卡信息加载失败" />;
  return <EditForm application={application.data} needsProof={park.data.rules.needsProof} />;
}
