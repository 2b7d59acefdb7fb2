import { formatFen, PlateColor } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { boundPlatesQuery } from '../../../api/driver/bound-plates';
import { productContent } from '../lib/plan-text';
import { productsForPlates } from '../lib/vehicle-class';
import { useApplyMonthlyPlan, useMonthlyPlanPark } from '../api/monthly-plans';
import { MaterialForm } from '../components/material-form';
import styles from '../../../components/offer-page.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /mounthlyNotarize?parkId: a park's plans and rules, and the application with its materials (/monthlyMaterial):
 * the plate, the applicant, the national ID (checked here as on the server) and the 行驶证 picture.
 */
export default function MonthlyNotarizePage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId') ?? '';
  const navigate = useNavigate();
  const park = useMonthlyPlanPark(parkId);
  const apply = useApplyMonthlyPlan();
  const [productId, setProductId] = useState<string>('');
  // The plates as chosen in the form, with a bound plate's colour: only the products of the car's class are offered.
  const [plateNos, setPlateNos] = useState<string[]>([]);
  const onPlatesChange = useCallback((next: string[]) => setPlateNos(next), []);
  const bound = useQuery(boundPlatesQuery()).data?.results;
  const withColour = (plateNo: string) => {
    const plateColor = bound?.find((p) => p.plateNo === plateNo.trim().toUpperCase())?.plateColor;
    return plateColor === PlateColor.YELLOW ? { plateNo, plateColor: PlateColor.YELLOW } : { plateNo };
  };
  // A start day booked on /bookingNotarize.
  const startDate = search.get('startDate');

  if (!park.isSuccess) return <QueryState query={park} failed="月卡信息加载失败" />;
  const offer = park.data;
  const products = productsForPlates(offer.products, plateNos.map(withColour));
  const chosen = products.find((p) => p.productId === productId)?.productId ?? products[0]?.productId ?? '';

  return (
    <MaterialForm
      // A plate chosen on /choiceSelf comes back in the address; otherwise the driver's default plate is chosen.
      initial={{ plateNos: [search.get('plateNo') ?? ''] }}
      needsProof={offer.rules.needsProof}
      idPlaceholder="18 位身份证号"
      onPlatesChange={onPlatesChange}
      problem={() => (chosen ? null : products.length === 0 ? '该停车场暂无适用此车辆的月卡' : '请选择月卡类型')}
      submitLabel="提交申请"
      busy={apply.isPending}
      onSubmit={async (m) => {
        const application = await apply.mutateAsync({
          parkId,
          productId: chosen,
          plates: m.plateNos.map(withColour),
          applicantName: m.applicantName,
          phone: m.phone,
          idNumber: m.idNumber,
          licencePictures: m.licencePictures,
          proofPictures: m.proofPictures,
          ...(startDate ? { startDate } : {}),
        });
        void navigate(href(screen.submitSuccess, { applicationId: application.applicationId }), { replace: true });
      }}
      before={
        <>
          <Section title={offer.parkName}>
            <p className={styles.meta}>{offer.parkAddr}</p>
            <p className={styles.meta}>
              {offer.leftBagSpaceNum < 0 ? '名额充足' : `剩余 ${offer.leftBagSpaceNum} 个名额`}
            </p>
            {startDate && <p className={styles.meta}>预约生效日期：{startDate}</p>}
          </Section>
          <Section title="选择月卡">
            <div role="radiogroup" aria-label="月卡类型" className={styles.list}>
              {products.length === 0 && <p className={styles.meta}>该停车场暂无适用此车辆的月卡</p>}
              {products.map((p) => (
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
        </>
      }
    />
  );
}
