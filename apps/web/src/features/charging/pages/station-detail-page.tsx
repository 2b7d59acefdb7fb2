import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { href } from '../../../lib/paths';
import layout from '../../../components/card-page.module.css';
import { stationDetailQuery } from '../api/charging';
import styles from '../components/charging.module.css';
import { GunRow } from '../components/gun-row';
import { bandLabel, occupationRuleText, perKwh } from '../lib/format';
import * as screen from '../../../lib/screen-paths.gen';

const GUN_NO = /^[0-9A-Z]{6,16}$/;

/** /chargeStationDetail?stationId: guns with their live state, prices by band now and next, and where to type a gun. */
export default function StationDetailPage() {
  const [search] = useSearchParams();
  const stationId = search.get('stationId') ?? '';
  if (!stationId) return <PageState title="充电站不存在" description="链接缺少充电站编号" />;
  return <StationDetail stationId={stationId} />;
}

function StationDetail({ stationId }: { stationId: string }) {
  const navigate = useNavigate();
  const detail = useQuery(stationDetailQuery(stationId));
  if (!detail.isSuccess) return <QueryState query={detail} failed="充电站加载失败" />;
  const s = detail.data;
  const open = (gunNo: string) => void navigate(href(screen.chargingPage, { gunNo }));
  return (
    <div className={layout.page}>
      <Section title={s.stationName}>
        <Facts
          rows={[
            ['地址', s.stationAddr],
            ['状态', s.openStateText],
            ['快充空闲', `${s.quickChargingInfo.leftNum}/${s.quickChargingInfo.totalNum}`],
            ['慢充空闲', `${s.slowChargingInfo.leftNum}/${s.slowChargingInfo.totalNum}`],
            ...(s.parkingFeeDesc ? [['停车费', s.parkingFeeDesc] as [string, string]] : []),
            ...(s.occupation ? [['占位费', occupationRuleText(s.occupation)] as [string, string]] : []),
          ]}
        />
      </Section>
      <Section title="电价">
        <Facts
          rows={[
            [
              `当前 ${bandLabel(s.priceNow)}`,
              `${perKwh(s.priceNow.total)}（电费${perKwh(s.priceNow.electricity)} 服务费${perKwh(s.priceNow.service)}）`,
            ],
            ...(s.priceNext
              ? [[`下一时段 ${bandLabel(s.priceNext)}`, perKwh(s.priceNext.total)] as [string, string]]
              : []),
          ]}
        />
      </Section>
      <Section title="扫码或输入枪编号">
        <GunNumber onGo={open} />
        <p className={layout.note}>用微信或支付宝扫描充电枪上的二维码，也可输入枪身上的编号。</p>
      </Section>
      <Section title="充电枪">
        {s.guns.length === 0 ? (
          <PageState size="compact" title="暂无可在线使用的充电枪" />
        ) : (
          s.guns.map((gun) => <GunRow key={gun.gunNo} gun={gun} onPick={open} />)
        )}
      </Section>
      <p className={layout.note}>
        价格为每度电的电费与服务费之和，按充电时所在时段分段计费，金额精确到分（{formatFen(1)}）。
      </p>
    </div>
  );
}

function GunNumber({ onGo }: { onGo: (gunNo: string) => void }) {
  const [value, setValue] = useState('');
  const gunNo = value.trim().toUpperCase();
  return (
    <form
      className={styles.gunInput}
      onSubmit={(event) => {
        event.preventDefault();
        if (GUN_NO.test(gunNo)) onGo(gunNo);
      }}
    >
      <input
        aria-label="充电枪编号"
        placeholder="请输入枪编号"
        inputMode="numeric"
        value={value}
        maxLength={16}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={styles.option} disabled={!GUN_NO.test(gunNo)}>
        去充电
      </button>
    </form>
  );
}
