import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { SelectFilter } from '../../../components/desk';
import { parkOptions, parksQuery } from '../../parks/api/parks';

/** 车牌 (all or part of one) and 车场: the filters the stays and the arrears start with. */
export function PlateParkFilters() {
  const parks = useQuery(parksQuery);
  return (
    <>
      <Form.Item name="plate" label="车牌">
        <Input allowClear style={{ width: 140 }} placeholder="全部或部分车牌" />
      </Form.Item>
      <SelectFilter
        name="parkId"
        label="车场"
        width={180}
        loading={parks.isPending}
        options={parkOptions(parks.data)}
      />
    </>
  );
}

/** The columns the stays and the arrears start with: 车牌, 车场. */
export const plateParkColumns = [
  { title: '车牌', dataIndex: 'plateNo', width: 120 },
  { title: '车场', dataIndex: 'parkName' },
];
