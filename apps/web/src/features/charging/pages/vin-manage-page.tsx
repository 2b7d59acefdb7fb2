import { formatFen } from '@parking/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { BottomButton } from '../../../components/bottom-button';
import { Button } from '../../../components/button';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { removeVin, tagKeys, vinsQuery } from '../api/tags';
import { VinListSkeleton } from '../components/charging-skeletons';
import styles from '../components/tags.module.css';
import { PlateText } from '../../../components/plate-text';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /chargingVinManage: the driver's VINs for 即插即充 (plug and charge). A car whose VIN is here starts charging as
 * soon as it is plugged in, paid from the wallet; the order shows on the home card and in the bills as any other.
 */
export default function VinManagePage() {
  const vins = useQuery(vinsQuery());
  const navigate = useNavigate();
  const client = useQueryClient();
  if (!vins.isSuccess) return <QueryState query={vins} failed="车架号加载失败" loading={<VinListSkeleton />} />;
  const { results, maxCount } = vins.data;
  const add = () => void navigate(screen.chargingVinAdd);

  async function remove(vinId: string, vin: string) {
    const ok = await installedEffects.confirm({
      title: '删除车架号',
      content: `删除后 ${vin} 插枪将不再自动充电，确定删除吗？`,
    });
    if (!ok) return;
    try {
      await removeVin(vinId);
      installedEffects.toast('已删除', { success: true });
      await client.invalidateQueries({ queryKey: tagKeys.vins });
    } catch {
      // the API's own toast says why
    }
  }

  return (
    <div className={layout.page}>
      {results.length === 0 ? (
        <PageState
          illustration="orders"
          title="暂无车架号"
          description="添加爱车的车架号（VIN）后，插枪即可自动充电，费用从账户余额预付"
          action={{ text: '添加车架号', onClick: add }}
        />
      ) : (
        <>
          <Section title="即插即充车辆">
            {results.map((v) => (
              <div key={v.vinId} className={styles.row}>
                <div>
                  <div className={styles.mono}>{v.vin}</div>
                  <p className={styles.meta}>
                    <PlateText plateNo={v.plateNo} /> · 每次预付{formatFen(v.prepayFen)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="small"
                  onClick={() => void remove(v.vinId, v.vin)}
                  aria-label={`删除 ${v.vin}`}
                >
                  删除
                </Button>
              </div>
            ))}
          </Section>
          <p className={layout.note}>
            插枪后充电桩识别车架号自动启动充电，按实际电量结算，未用完的预付金额退回余额。最多可添加{maxCount}个车架号。
          </p>
          {results.length < maxCount && <BottomButton onClick={add}>添加车架号</BottomButton>}
        </>
      )}
    </div>
  );
}
