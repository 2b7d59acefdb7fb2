import { formatWholeYuan, normaliseVin, PREPAY_OPTIONS_FEN, vinProblem } from '@parking/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { platesQuery } from '../api/charging';
import { addVin, tagKeys } from '../api/tags';
import { PressedOptions } from '../components/pressed-options';
import styles from '../components/tags.module.css';
import * as screen from '../../../lib/screen-paths.gen';

/** /chargingVinAdd: a VIN (checked as typed: 17 characters, no I/O/Q, the check digit), its plate, the prepay. */
export default function VinAddPage() {
  const plates = useQuery(platesQuery());
  const navigate = useNavigate();
  const client = useQueryClient();
  const [vin, setVin] = useState('');
  const [plateId, setPlateId] = useState<string | null>(null);
  const [prepayFen, setPrepayFen] = useState<number>(PREPAY_OPTIONS_FEN[1]);
  const [saving, setSaving] = useState(false);
  if (!plates.isSuccess) return <QueryState query={plates} failed="车辆加载失败" />;
  const list = plates.data.results;
  if (list.length === 0) {
    return (
      <PageState
        title="请先添加车辆"
        description="车架号需关联到您绑定的车辆"
        action={{ text: '添加车辆', onClick: () => void navigate(screen.addCar) }}
      />
    );
  }
  const normalised = normaliseVin(vin);
  const problem = normalised.length === 0 ? null : vinProblem(normalised);
  const chosen = plateId ?? list.find((p) => p.isDefault)?.plateId ?? list[0]!.plateId;

  async function save() {
    if (!normalised) return installedEffects.toast('请输入车架号', { fail: true });
    if (problem) return installedEffects.toast(problem, { fail: true });
    setSaving(true);
    try {
      await addVin({ vin: normalised, plateId: chosen, prepayFen });
      await client.invalidateQueries({ queryKey: tagKeys.vins });
      installedEffects.toast('添加成功', { success: true });
      void navigate(screen.chargingVinManage, { replace: true });
    } catch {
      // the API's own toast says why (taken, limit)
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={layout.page}>
      <Section title="车架号">
        <label className={styles.field}>
          <span>车架号（VIN，17位，见行驶证或前挡风玻璃左下角）</span>
          <input
            value={vin}
            onChange={(e) => setVin(e.target.value)}
            maxLength={24}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="请输入17位车架号"
            aria-invalid={!!problem}
          />
        </label>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </Section>
      <Section title="关联车辆">
        <PressedOptions
          label="关联车辆"
          items={list}
          keyOf={(p) => p.plateId}
          pressed={(p) => chosen === p.plateId}
          onChoose={(p) => setPlateId(p.plateId)}
        >
          {(p) => p.formatPlateNo}
        </PressedOptions>
      </Section>
      <Section title="每次预付金额">
        <PressedOptions
          label="每次预付金额"
          items={PREPAY_OPTIONS_FEN}
          keyOf={(fen) => fen}
          pressed={(fen) => prepayFen === fen}
          onChoose={setPrepayFen}
        >
          {formatWholeYuan}
        </PressedOptions>
        <p className={layout.note}>插枪启动时从账户余额预付，充电结束按实际电量结算，余额不足时无法启动。</p>
      </Section>
      <BottomButton loading={saving} disabled={saving} onClick={() => void save()}>
        保存
      </BottomButton>
    </div>
  );
}
