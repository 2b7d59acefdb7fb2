import {
  ChargingDeskOps,
  ChargingOperatorOps,
  ProvisionChargerRequest,
  type ProvisionedCharger,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';
import { optionsOfText } from '../../../lib/options';
import { ErrorAlert } from '../../../components/error-alert';

interface Values {
  chargePointId: string;
  stationId: string;
  name: string;
  guns: { gunNo: string; gunName: string; kind: 'quick' | 'slow'; maxKw: number }[];
}

/** Registers a charger (OCPP 1.6J) at a station: its guns; the password and the OCPP address are shown once. */
export function ProvisionCharger() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<ProvisionedCharger>();
  const [problem, setProblem] = useState<string>();
  const [form] = Form.useForm<Values>();
  const stations = useQuery({
    queryKey: ['chargers', 'stations'],
    queryFn: () => api.call(ChargingDeskOps.stations),
    enabled: open,
  });
  const provision = useWrite(
    (body: ProvisionChargerRequest) => api.call(ChargingOperatorOps.provisionCharger, { body }),
    ['devices'],
  );

  async function submit() {
    const v = await form.validateFields();
    const parsed = ProvisionChargerRequest.safeParse({
      chargePointId: v.chargePointId,
      stationId: v.stationId,
      name: v.name,
      connectors: v.guns.map((g, i) => ({ connectorId: i + 1, ...g })),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? '填写有误');
    try {
      setDone(await provision.mutateAsync(parsed.data));
      setOpen(false);
      setProblem(undefined);
      form.resetFields();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} style={{ marginBottom: 16 }}>
        登记充电桩
      </Button>
      <Modal
        open={open}
        title="登记充电桩"
        okText="登记"
        onOk={submit}
        onCancel={() => setOpen(false)}
        confirmLoading={provision.isPending}
        destroyOnHidden
      >
        <ErrorAlert error={problem} gap={16} />
        <Form
          form={form}
          layout="vertical"
          name="provision-charger"
          initialValues={{ guns: [{ gunNo: '', gunName: '1号枪', kind: 'quick', maxKw: 60 }] }}
        >
          <Form.Item name="stationId" label="充电站" rules={[{ required: true, message: '请选择充电站' }]}>
            <Select options={stations.data?.results.map((s) => ({ value: s.stationId, label: s.name }))} />
          </Form.Item>
          <Form.Item
            name="chargePointId"
            label="桩编号（OCPP 身份）"
            rules={[
              {
                required: true,
                pattern: /^[A-Za-z0-9_-]{3,48}$/,
                message: '桩编号为 3–48 位字母、数字、下划线或连字符',
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.List name="guns">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item
                      name={[field.name, 'gunNo']}
                      label={`${i + 1}号接口 枪编号`}
                      rules={[{ required: true, message: '请输入枪编号' }]}
                    >
                      <Input style={{ width: 140 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'gunName']}
                      label="枪名称"
                      rules={[{ required: true, message: '请输入枪名称' }]}
                    >
                      <Input style={{ width: 100 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'kind']} label="类型">
                      <Select style={{ width: 90 }} options={optionsOfText({ quick: '快充', slow: '慢充' })} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'maxKw']} label="功率 kW">
                      <InputNumber min={1} max={480} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button onClick={() => remove(field.name)} style={{ marginTop: 30 }}>
                        删除
                      </Button>
                    )}
                  </Space>
                ))}
                {fields.length < 8 && (
                  <Button
                    onClick={() => add({ gunNo: '', gunName: `${fields.length + 1}号枪`, kind: 'quick', maxKw: 60 })}
                  >
                    添加充电枪
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
      <Modal open={!!done} title="充电桩已登记" onOk={() => setDone(undefined)} onCancel={() => setDone(undefined)}>
        <p>把以下信息配置到充电桩（密码只显示这一次）：</p>
        <Typography.Paragraph copyable={{ text: done?.ocppUrl }} code>
          {done?.ocppUrl}
        </Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: done?.password }} code style={{ wordBreak: 'break-all' }}>
          {done?.password}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
