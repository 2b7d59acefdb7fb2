import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';

export const PARK_KIND_OPTIONS = [
  { value: 'offStreet', label: '封闭车场（道闸进出）' },
  { value: 'roadSide', label: '路侧停车（泊位）' },
];

/** The fields of a park's settings (ParkSettings); `withKind` adds the type, chosen once when the park is created. */
export function ParkSettingsFields({ withKind = false }: { withKind?: boolean }) {
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label="车场名称">
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          {withKind && (
            <Form.Item name="kind" label="车场类型" extra="创建后不能更改：封闭车场配置车道，路侧停车配置泊位">
              <Select options={PARK_KIND_OPTIONS} placeholder="选择类型" />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Form.Item name="address" label="地址">
        <Input maxLength={128} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="longitude" label="经度" extra="GCJ-02（高德、腾讯地图的坐标），如 120.1636">
            <InputNumber style={{ width: '100%' }} step={0.0001} precision={6} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="latitude" label="纬度" extra="如 30.2771">
            <InputNumber style={{ width: '100%' }} step={0.0001} precision={6} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="totalSpaces" label="车位数">
            <InputNumber style={{ width: '100%' }} min={0} precision={0} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="openingHours" label="营业时间" extra="HH:mm-HH:mm；全天营业填 00:00-24:00">
            <Input placeholder="07:00-22:00" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="leaveFirst"
            label="先离场后付费"
            valuePropName="checked"
            extra="欠费车辆可先出场，费用计为欠费"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
