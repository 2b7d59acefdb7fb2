import { Form, Input } from 'antd';
import { ParkFilter } from '../../parks/components/park-select';

/** 车牌 (all or part of one) and 车场: the filters the stays and the arrears start with. */
export function PlateParkFilters() {
  return (
    <>
      <Form.Item name="plate" label="车牌">
        <Input allowClear style={{ width: 140 }} placeholder="全部或部分车牌" />
      </Form.Item>
      <ParkFilter width={180} />
    </>
  );
}

/** The columns the stays and the arrears start with: 车牌, 车场. */
export const plateParkColumns = [
  { title: '车牌', dataIndex: 'plateNo', width: 120 },
  { title: '车场', dataIndex: 'parkName' },
];
