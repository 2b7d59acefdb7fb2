import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Section } from '../../../components/section';
import { Field } from './field';
import { PlatePicker } from '../../../plate-kit/plate-picker';
import styles from '../../../components/offer-page.module.css';
import { MainButton } from '../../../components/main-button';

// The picture uploader (antd-mobile's ImageUploader and the phone-side compression) is the heavy part of the form:
// loaded after the first paint, while the driver types the text fields above it.
const PictureField = lazy(async () => ({
  default: (await import('../../../components/evidence-fields')).PictureField,
}));

/** The materials of an application as the form holds them. */
export interface Materials {
  plateNos: string[];
  applicantName: string;
  phone: string;
  idNumber: string;
  licencePictures: string[];
  proofPictures: string[];
}

const items = (urls: string[]): ImageUploadItem[] => urls.map((url) => ({ url }));

/**
 * The application's material form, one for applying (/mounthlyNotarize) and for editing and resubmitting
 * (/mounthlyEdit): plates, applicant, phone, national ID (checked here as on the server), 行驶证 and, where the park
 * asks, proof of residence or employment. `before` is the screen's own part.
 */
export function MaterialForm({
  initial,
  needsProof,
  idPlaceholder,
  before,
  problem,
  submitLabel,
  busy,
  onSubmit,
  onPlatesChange,
}: {
  initial?: Partial<Materials>;
  needsProof: boolean;
  idPlaceholder: string;
  before?: ReactNode;
  /** What the screen itself finds wrong first (no product chosen), or null. */
  problem?: () => string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: (materials: Materials) => Promise<void>;
  /** The plates as chosen or typed, on every change (the screen offers the products of the car's price class). */
  onPlatesChange?: (plateNos: string[]) => void;
}) {
  const [plateNos, setPlateNos] = useState(initial?.plateNos ?? ['']);
  useEffect(() => onPlatesChange?.(plateNos), [plateNos, onPlatesChange]);
  const [applicantName, setName] = useState(initial?.applicantName ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [idNumber, setIdNumber] = useState(initial?.idNumber ?? '');
  const [licence, setLicence] = useState(items(initial?.licencePictures ?? []));
  const [proof, setProof] = useState(items(initial?.proofPictures ?? []));
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    // The checks (plate rules, the national-ID checksum) load on the first submit, not with the page.
    const { materialsProblem } = await import('../lib/materials');
    const found =
      problem?.() ??
      materialsProblem({
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
    await onSubmit({
      plateNos: plateNos.map((p) => p.trim().toUpperCase()),
      applicantName: applicantName.trim(),
      phone: phone.trim(),
      idNumber: idNumber.trim(),
      licencePictures: licence.map((p) => p.url),
      proofPictures: proof.map((p) => p.url),
    });
  };

  const pictures = <p className={styles.meta}>图片上传加载中…</p>;
  return (
    <div className={styles.page}>
      {before}
      <Section title="申请材料">
        {/* The driver's bound plates as chips, the plate keyboard for another (issue 44: never retyped). */}
        {plateNos.map((plateNo, i) => (
          <div key={i} className={styles.field}>
            <span>{plateNos.length > 1 ? `车牌号 ${i + 1}` : '车牌号'}</span>
            <PlatePicker
              label={plateNos.length > 1 ? `车牌号 ${i + 1}` : '车牌号'}
              value={plateNo}
              onChange={(value) => setPlateNos((all) => all.map((p, j) => (j === i ? value : p)))}
            />
          </div>
        ))}
        <Field label="姓名" value={applicantName} onChange={setName} placeholder="行驶证所有人姓名" />
        <Field label="手机号" value={phone} onChange={setPhone} placeholder="用于到期提醒" inputMode="tel" />
        <Field label="身份证号" value={idNumber} onChange={setIdNumber} placeholder={idPlaceholder} />
      </Section>
      <Section title="行驶证照片">
        <Suspense fallback={pictures}>
          <PictureField value={licence} onChange={setLicence} max={2} />
        </Suspense>
      </Section>
      {(needsProof || proof.length > 0) && (
        <Section title="居住或工作证明">
          <Suspense fallback={pictures}>
            <PictureField value={proof} onChange={setProof} max={2} />
          </Suspense>
        </Section>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <MainButton loading={busy} onClick={() => void submit()}>
          {submitLabel}
        </MainButton>
      </div>
    </div>
  );
}
