import { parsePlate, type PlateColor } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PlateInput, YELLOW_PLATE_LABEL } from '../../vehicles/components/plate-keyboard';
import { useBindPlate } from '../api/order-actions';
import { RoadPaths } from './road-parking-page';
import styles from './road-parking.module.css';

/** /roadParking/addCar: bind a plate with the plate keyboard, then back to the plate list. */
export default function RoadAddCarPage() {
  const navigate = useNavigate();
  const bind = useBindPlate();
  const [plateNo, setPlateNo] = useState('');
  const [yellow, setYellow] = useState(false);
  const plateColor: PlateColor | undefined = yellow ? 2 : undefined;
  const parsed = plateNo ? parsePlate(plateNo, { plateColor }) : null;

  const submit = async () => {
    if (!parsed?.ok) return Toast.show({ content: parsed?.message ?? '请输入车牌号' });
    await bind.mutateAsync({ plateNo: parsed.plate.plateNo, plateColor });
    Toast.show({ icon: 'success', content: '车辆已绑定' });
    navigate(RoadPaths.PLATES, { replace: true });
  };

  return (
    <div className={styles.form}>
      <PlateInput onChange={(no) => setPlateNo(no)} />
      <Checkbox checked={yellow} onChange={setYellow} style={{ marginTop: 12, fontSize: 14 }}>
        {YELLOW_PLATE_LABEL}
      </Checkbox>
      <p className={styles.hint}>绑定后，该车辆的路内停车可在“正在停车”中查看并自助结束。</p>
      <Button
        block
        color="primary"
        size="large"
        loading={bind.isPending}
        disabled={!parsed?.ok}
        onClick={() => void submit()}
        style={{ marginTop: 16 }}
      >
        确认绑定
      </Button>
    </div>
  );
}
