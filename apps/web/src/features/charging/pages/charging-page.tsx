import { connectorKindText, formatFen, formatWholeYuan, PayChannel } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { ChannelPicker } from '../../../payment-kit/channel-picker';
import { usePayModel } from '../../../payment-kit/pay-model';
import { href } from '../../../lib/paths';
import { chargingCouponsQuery, gunQuery, platesQuery } from '../api/charging';
import styles from '../components/charging.module.css';
import { PressedOptions } from '../components/pressed-options';
import { useStartCharging } from '../hooks/use-start-charging';
import { bandLabel, occupationRuleText, perKwh } from '../lib/format';
import * as screen from '../../../lib/screen-paths.gen';

/** /chargingPage?gunNo: the scanned gun, the car, the prepaid amount and how to pay it, then 开始充电. */
export default function ChargingPage() {
  const [search] = useSearchParams();
  const gunNo = (search.get('gunNo') ?? '').toUpperCase();
  if (!gunNo) return <PageState title="未识别到充电枪" description="请扫描充电枪上的二维码或输入枪编号" />;
  return <StartCharging gunNo={gunNo} couponId={search.get('couponId') ?? ''} />;
}

function StartCharging({ gunNo, couponId }: { gunNo: string; couponId: string }) {
  const gun = useQuery(gunQuery(gunNo));
  const coupons = useQuery(chargingCouponsQuery());
  const navigate = useNavigate();
  const plates = useQuery(platesQuery());
  const model = usePayModel();
  const { start, starting } = useStartCharging();
  const [prepay, setPrepay] = useState<number | null>(null);
  const [plate, setPlate] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  if (!gun.isSuccess) return <QueryState query={gun} failed="未找到该充电枪，请核对枪编号" />;
  const g = gun.data;
  const prepayFen = prepay ?? g.prepayOptionsFen[1] ?? g.prepayOptionsFen[0]!;
  const channels = model.data?.channels ?? [];
  const usable = channels.filter((c) => c.balanceFen === undefined || c.balanceFen >= prepayFen);
  const channel =
    picked ?? usable.find((c) => c.payChannel === PayChannel.BALANCE)?.payChannel ?? usable[0]?.payChannel ?? null;
  const platesList = plates.data?.results ?? [];
  const plateNo = plate ?? platesList.find((p) => p.isDefault)?.plateNo ?? platesList[0]?.plateNo ?? null;
  const usableCoupons = coupons.data?.results ?? [];
  const coupon = usableCoupons.find((c) => c.id === couponId) ?? null;

  return (
    <div className={layout.page}>
      <Section title={`${g.gun.deviceName} ${g.gun.gunName}`}>
        <Facts
          rows={[
            ['充电站', g.stationName],
            ['类型', `${connectorKindText[g.gun.kind]} ${g.gun.maxKw}kW`],
            ['状态', g.gun.statusText],
            [`电价 ${bandLabel(g.priceNow)}`, perKwh(g.priceNow.total)],
            ...(g.occupation ? [['占位费', occupationRuleText(g.occupation)] as [string, string]] : []),
          ]}
        />
      </Section>
      {!g.gun.startable && (
        <PageState size="compact" title="该充电枪暂不可用" description="请确认充电枪已插好，或更换其他空闲充电枪" />
      )}
      {platesList.length > 0 && (
        <Section title="充电车辆">
          <PressedOptions
            items={platesList}
            keyOf={(p) => p.plateId}
            pressed={(p) => plateNo === p.plateNo}
            onChoose={(p) => setPlate(p.plateNo)}
          >
            {(p) => p.formatPlateNo}
          </PressedOptions>
        </Section>
      )}
      <Section title="预付金额">
        <PressedOptions
          label="预付金额"
          items={g.prepayOptionsFen}
          keyOf={(fen) => fen}
          pressed={(fen) => prepayFen === fen}
          onChoose={setPrepay}
        >
          {formatWholeYuan}
        </PressedOptions>
        <p className={layout.note}>充电结束后按实际电量结算，未用完的预付金额原路退回；金额用尽时自动停止充电。</p>
      </Section>
      <Section title="优惠券">
        <button
          type="button"
          className={styles.item}
          onClick={() => void navigate(href(screen.chargingChoiceCoupon, { gunNo, couponId: coupon?.id }))}
        >
          <span className={styles.itemHead}>
            <span>{coupon ? `${coupon.title}（${coupon.partText}）` : '不使用优惠券'}</span>
            <span>{usableCoupons.length > 0 ? `${usableCoupons.length}张可用 ›` : '暂无可用 ›'}</span>
          </span>
        </button>
        <p className={layout.note}>优惠在充电结束结算时抵扣，多付的预付金额原路退回。</p>
      </Section>
      <Section title="支付方式">
        {channels.length > 0 ? (
          <ChannelPicker channels={channels} value={channel} onChange={setPicked} totalFen={prepayFen} />
        ) : (
          <p className={layout.note}>{model.isPending ? '加载中…' : '当前环境暂无可用的支付方式'}</p>
        )}
      </Section>
      <BottomButton
        loading={starting}
        disabled={!g.gun.startable || channel === null || starting}
        onClick={() => {
          if (channel === null) return;
          void start({
            gunNo,
            prepayFen,
            payChannel: channel as 2 | 3 | 6,
            ...(plateNo ? { plateNo } : {}),
            ...(coupon ? { couponId: coupon.id } : {}),
          });
        }}
      >
        {`开始充电（预付${formatFen(prepayFen)}）`}
      </BottomButton>
    </div>
  );
}
