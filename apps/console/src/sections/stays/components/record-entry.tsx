import { ManualEntry, OperatorRole, type OperatorProfile } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useZodForm } from '../../../components/zod-form';
import { ParkSelect } from '../../parks/components/park-select';
import { parkLanesQuery } from '../../parks/api/park-setup';
import { useRecordEntry } from '../api/stays';
import { HiddenFields } from '../../../components/desk';
import { ErrorAlert } from '../../../components/error-alert';

const { ADMIN, PARK_MANAGER, CASHIER } = OperatorRole;

/**
 * 登记入场 (the people at the park: park managers and cashiers): a car the gate did not read, entered by hand with a
 * reason; the stay then opens in its drawer. The server checks the park, the time and that the car is not in already.
 */
export function RecordEntryButton({
  operator,
  onRecorded,
}: {
  operator?: OperatorProfile | null;
  onRecorded: (stayId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!operator?.roles.some((r) => r === ADMIN || r === PARK_MANAGER || r === CASHIER)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>登记入场</Button>
      {open && (
        <RecordEntryDialog
          onClose={() => setOpen(false)}
          onRecorded={(stayId) => {
            setOpen(false);
            onRecorded(stayId);
          }}
        />
      )}
    </>
  );
}

function RecordEntryDialog({ onClose, onRecorded }: { onClose: () => void; onRecorded: (stayId: string) => void }) {
  const { form, whenValid } = useZodForm(ManualEntry);
  const parkId = Form.useWatch('parkId', form) as string | undefined;
  const lanes = useQuery({ ...parkLanesQuery(parkId ?? ''), enabled: !!parkId });
  const record = useRecordEntry();
  const { message } = App.useApp();

  const submit = whenValid((body) => {
    record.mutate(body as ManualEntry, {
      onSuccess: (stay) => {
        void message.success(`已登记 ${stay.plateNo} 入场`);
        onRecorded(stay.stayId);
      },
    });
  });

  return (
    <Modal
      open
      title="登记入场"
      okText="登记"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={record.isPending}
    >
      <ErrorAlert error={record.error} gap={12} />
      <Form form={form} layout="vertical" name="record-entry">
        <Form.Item name="parkId" label="车场">
          <ParkSelect
            placeholder="选择车场"
            showSearch={{ optionFilterProp: 'label' }}
            onChange={() => form.setFieldValue('laneId', undefined)}
          />
        </Form.Item>
        <Form.Item name="plateNo" label="车牌">
          <Input placeholder="如 浙A12345" maxLength={10} />
        </Form.Item>
        <Form.Item label="入场时间" extra="留空为现在；不能晚于现在">
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            aria-label="入场时间"
            onChange={(at: Dayjs | null) => form.setFieldValue('enteredAt', at?.toISOString())}
          />
        </Form.Item>
        <HiddenFields names={['enteredAt']} />
        <Form.Item name="laneId" label="入口车道（选填）">
          <Select
            allowClear
            placeholder={parkId ? '选择车道' : '先选择车场'}
            disabled={!parkId}
            loading={!!parkId && lanes.isPending}
            options={lanes.data
              ?.filter((l) => l.direction === 'entry')
              .map((l) => ({ value: l.laneId, label: `${l.name}（${l.code}）` }))}
          />
        </Form.Item>
        <Form.Item name="reason" label="原因" extra="如 车牌未识别、道闸故障；记入审计日志">
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
