import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  type FormInstance,
  type InputNumberProps,
} from 'antd';
import { newBand } from './rule-form';

type Path = (string | number)[];

// Form.Item hands its child value, onChange and id: these pass them on to the input.
const Yuan = (props: InputNumberProps<number>) => (
  <InputNumber<number> min={0} precision={2} step={1} suffix="元" style={{ width: '100%' }} {...props} />
);
const Minutes = (props: InputNumberProps<number>) => (
  <InputNumber<number> min={0} precision={0} suffix="分钟" style={{ width: '100%' }} {...props} />
);

/** The fields of a rule: free period, grace, the small vehicles' tariff and (optionally) the large vehicles' own. */
export function RuleFields({ form }: { form: FormInstance }) {
  const separateLarge = Form.useWatch('separateLarge', form) as boolean | undefined;
  return (
    <>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="freeMinutes" label="免费时长" extra="停车不超过此时长免费">
            <Minutes />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="freeMinutesDeducted" label="超过免费时长后">
            <Radio.Group
              options={[
                { value: false, label: '从入场起计费' },
                { value: true, label: '扣除免费时长计费' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="graceMinutes" label="缴费后离场宽限" extra="宽限内离场不再加收">
            <Minutes />
          </Form.Item>
        </Col>
      </Row>
      <TariffFields form={form} path={['small']} title={separateLarge ? '小型车（蓝牌等）' : '所有车辆'} />
      <Form.Item name="separateLarge" label="大型车（黄牌）单独计费" valuePropName="checked">
        <Switch />
      </Form.Item>
      {separateLarge && <TariffFields form={form} path={['large']} title="大型车（黄牌）" />}
    </>
  );
}

function TariffFields({ form, path, title }: { form: FormInstance; path: Path; title: string }) {
  const kind = Form.useWatch([...path, 'kind'], form) as 'timed' | 'perVisit' | undefined;
  const hasCap = Form.useWatch([...path, 'hasCap'], form) as boolean | undefined;
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Form.Item name={[...path, 'kind']} label="计费方式">
        <Radio.Group
          options={[
            { value: 'timed', label: '按时段计时' },
            { value: 'perVisit', label: '按次收费' },
          ]}
        />
      </Form.Item>
      {kind === 'perVisit' ? (
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name={[...path, 'priceFen']} label="每次价格">
              <Yuan />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name={[...path, 'everyMinutes']} label="计次周期" extra="留空：一次停车只收一次">
              <Minutes />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <>
          <Form.List name={[...path, 'bands']}>
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <BandFields
                    key={field.key}
                    form={form}
                    path={[...path, 'bands', field.name]}
                    index={i}
                    onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                  />
                ))}
                {fields.length < 6 && (
                  <Button icon={<PlusOutlined />} onClick={() => add(newBand())} style={{ marginBottom: 16 }}>
                    添加时段
                  </Button>
                )}
              </>
            )}
          </Form.List>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name={[...path, 'hasCap']} label="封顶" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            {hasCap && (
              <>
                <Col span={9}>
                  <Form.Item name={[...path, 'cap', 'fen']} label="封顶金额">
                    <Yuan />
                  </Form.Item>
                </Col>
                <Col span={9}>
                  <Form.Item name={[...path, 'cap', 'period']} label="封顶周期">
                    <Select
                      options={[
                        { value: 'calendarDay', label: '每日（0点起，跨日重新计费）' },
                        { value: 'rolling24h', label: '每24小时（从入场起）' },
                      ]}
                    />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
        </>
      )}
    </Card>
  );
}

function BandFields({
  form,
  path,
  index,
  onRemove,
}: {
  form: FormInstance;
  path: Path;
  index: number;
  onRemove: (() => void) | undefined;
}) {
  const kind = Form.useWatch([...path, 'pricing', 'kind'], form) as 'units' | 'flat' | undefined;
  const hasFirst = Form.useWatch([...path, 'pricing', 'hasFirst'], form) as boolean | undefined;
  // Form.List items are named relative to the list; `path` is absolute for the watches and the contract's issues.
  const rel = (...rest: Path) => [path.at(-1)!, ...rest];
  return (
    <Card
      size="small"
      type="inner"
      title={`时段 ${index + 1}`}
      style={{ marginBottom: 12 }}
      extra={
        onRemove && (
          <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={`删除时段 ${index + 1}`}>
            删除
          </Button>
        )
      }
    >
      <Row gutter={12}>
        <Col span={5}>
          <Form.Item name={rel('name')} label="名称">
            <Input placeholder="如 白天" maxLength={8} />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name={rel('from')} label="开始" extra="HH:MM">
            <Input placeholder="07:00" />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name={rel('to')} label="结束" extra="与开始相同为全天">
            <Input placeholder="21:00" />
          </Form.Item>
        </Col>
        <Col span={9}>
          <Form.Item name={rel('pricing', 'kind')} label="计价">
            <Radio.Group
              options={[
                { value: 'units', label: '按时长' },
                { value: 'flat', label: '每段一口价' },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'flat' ? (
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name={rel('pricing', 'priceFen')} label="每段价格" extra="如 夜间每晚 10 元；0 为免费">
              <Yuan />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <>
          <Row gutter={12}>
            <Col span={4}>
              <Form.Item name={rel('pricing', 'hasFirst')} label="首段价" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            {hasFirst && (
              <>
                <Col span={6}>
                  <Form.Item name={rel('pricing', 'first', 'minutes')} label="首段时长">
                    <Minutes />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={rel('pricing', 'first', 'priceFen')} label="首段价格">
                    <Yuan />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name={rel('pricing', 'first', 'unitMinutes')}
                    label="首段内计费单位"
                    extra="留空：首段一口价"
                  >
                    <Minutes />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name={rel('pricing', 'unitMinutes')} label={hasFirst ? '之后每' : '每'}>
                <Minutes />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name={rel('pricing', 'unitPriceFen')} label="收费">
                <Yuan />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name={rel('capFen')} label="时段封顶" extra="留空：不封顶">
                <Yuan />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
