import { formatFen, type BagApply } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PictureField } from '../../../components/evidence-fields';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { productContent } from '../lib/plan-text';
import { useApplyBag, useBagPark } from '../api/bag';
import { Field } from '../components/field';
import { materialsProblem } from '../lib/materials';
import styles from '../../../components/offer-page.module.css';

/**
 * /mounthlyNotarize?parkId: a park's plans and rules, and the application with its materials (/monthlyMaterial):
 * the plate, the applicant, the national ID (checked here as on the server) and the 行驶证 picture.
 */
export default function MonthlyNotarizePage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId') ?? '';
  const navigate = useNavigate();
  const park = useBagPark(parkId);
  const apply = useApplyBag();
  const [productId, setProductId] = useState<string>('');
  // A plate chosen on /choiceSelf comes back in the address.
  const [plateNo, setPlateNo] = useState(search.get('plateNo') ?? '');
  // A start day booked on /bookingNotarize.
  const startDate = search.get('startDate');
  const [applicantName, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [licence, setLicence] = useState<ImageUploadItem[]>([]);
  const [proof, setProof] = useState<ImageUploadItem[]>([]);
  const [error, setError] = useState<string | null>(null);

  if (!park.isSuccess) return <QueryState query={park} failed="月卡信息加载失败" />;
  const offer = park.data;
  const chosen = productId || offer.products[0]?.productId || '';

  const problem = (): string | null =>
    chosen
      ? materialsProblem({
          plateNos: [plateNo],
          applicantName,
          phone,
          idNumber,
          licenceCount: licence.length,
          proofCount: proof.length,
          needsProof: offer.rules.needsProof,
        })
      : '请选择月卡类型';

  const submit = async () => {
    const found = problem();
    setError(found);
    if (found) return;
    const body: BagApply = {
      parkId,
      productId: chosen,
      plates: [{ plateNo: plateNo.trim().toUpperCase() }],
      applicantName: applicantName.trim(),
      phone: phone.trim(),
      idNumber: idNumber.trim(),
      licencePictures: licence.map((p) => p.url),
      proofPictures: proof.map((p) => p.url),
      ...(startDate ? { startDate } : {}),
    };
    const application = await apply.mutateAsync(body);
    void navigate(`/submitSuccess?applicationId=${application.applicationId}`, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Section title={offer.parkName}>
        <p className={styles.meta}>{offer.parkAddr}</p>
        <p className={styles.meta}>{offer.leftBagSpaceNum < 0 ? '名额充足' : `剩余 ${offer.leftBagSpaceNum} 个名额`}</p>
        {startDate && <p className={styles.meta}>预约生效日期：{startDate}</p>}
      </Section>
      <Section title="选择月卡">
        <div role="radiogroup" aria-label="月卡类型" className={styles.list}>
          {offer.products.map((p) => (
            <button
              key={p.productId}
              type="button"
              role="radio"
              aria-checked={chosen === p.productId}
              className={styles.card}
              style={chosen === p.productId ? { outline: '2px solid var(--app-primary-solid)' } : undefined}
              onClick={() => setProductId(p.productId)}
            >
              {p.kindName} {productContent(p)} · {p.vehicleClassName}{' '}
              <span className={styles.price}>{formatFen(p.priceFen)}</span>
            </button>
          ))}
        </div>
      </Section>
      <Section title="办理须知">
        <p className={styles.notice}>{offer.rules.notice}</p>
      </Section>
      <Section title="申请材料">
        <Field label="车牌号" value={plateNo} onChange={setPlateNo} placeholder="如 浙A12345" />
        <Link className={styles.card} to={`/choiceSelf?${search.toString()}`} replace>
          从我的车辆中选择
        </Link>
        <Field label="姓名" value={applicantName} onChange={setName} placeholder="行驶证所有人姓名" />
        <Field label="手机号" value={phone} onChange={setPhone} placeholder="用于到期提醒" inputMode="tel" />
        <Field label="身份证号" value={idNumber} onChange={setIdNumber} placeholder="18 位身份证号" />
      </Section>
      <Section title="行驶证照片">
        <PictureField value={licence} onChange={setLicence} max={2} />
      </Section>
      {offer.rules.needsProof && (
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
        <Button block color="primary" size="large" loading={apply.isPending} onClick={() => void submit()}>
          提交申请
        </Button>
      </div>
    </div>
  );
}
