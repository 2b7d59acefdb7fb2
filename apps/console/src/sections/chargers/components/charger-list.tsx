import type { OperatorCharger } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { lastSeenColumn } from '../../devices/components/device-parts';
import { onlineBadge } from '../../devices/components/online-badge';
import { chargerListQuery, stationsQuery } from '../api/chargers';
import { ChargerDrawer } from './charger-drawer';
import { GunStatus } from './gun-status';
import { QueryTable } from '../../../components/desk';
import { LabelledSelect } from '../../../components/labelled-select';

/** The chargers of the operator's scope with their guns' live state (pushed); a charger opens its drawer. */
export function ChargerList() {
  const [stationId, setStationId] = useState<string>();
  const [openId, setOpenId] = useState<string>();
  const stations = useQuery(stationsQuery);
  const chargers = useQuery(chargerListQuery(stationId));
  const stationName = (id: string) => stations.data?.find((s) => s.stationId === id)?.name ?? id;
  const open = chargers.data?.find((c) => c.chargePointId === openId);
  return (
    <>
      <LabelledSelect
        id="charger-station"
        label="充电站"
        width={280}
        style={{ marginBottom: 16 }}
        allowClear
        placeholder="全部充电站"
        value={stationId}
        onChange={setStationId}
        options={stations.data?.map((s) => ({ value: s.stationId, label: s.name }))}
      />
      <QueryTable<OperatorCharger>
        query={chargers}
        rowKey="chargePointId"
        pageSize={20}
        emptyText="还没有充电桩：在「设备」中登记充电桩，它通过 OCPP 1.6J 连接后显示在这里"
        columns={[
          { title: '桩编号', dataIndex: 'chargePointId' },
          { title: '名称', dataIndex: 'name' },
          { title: '充电站', dataIndex: 'stationId', render: stationName },
          { title: '连接', dataIndex: 'online', render: onlineBadge },
          {
            title: '充电枪',
            render: (_, c) => (
              <Space wrap>
                {c.guns.map((g) => (
                  <span key={g.gunNo}>
                    {g.gunName} <GunStatus gun={g} />
                  </span>
                ))}
              </Space>
            ),
          },
          lastSeenColumn(),
          {
            title: '操作',
            render: (_, c) => (
              <Button size="small" onClick={() => setOpenId(c.chargePointId)} aria-label={`管理 ${c.name}`}>
                管理
              </Button>
            ),
          },
        ]}
      />
      <ChargerDrawer charger={open} onClose={() => setOpenId(undefined)} />
    </>
  );
}
