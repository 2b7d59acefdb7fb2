import { MerchantDisable, MerchantStaffInput, MerchantUpdate, type Merchant } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import type { ParkSummary } from '../../parks/api/parks';
import { staffQuery, useCouponMutations } from '../api/coupons';
import { QueryTable } from '../../../components/desk';
import { parkOptions } from '../../parks/api/parks';
import { ErrorAlert } from '../../../components/error-alert';

/** 新建商户 / 编辑商户: its name and parks (staff are managed in the staff drawer). */
export function MerchantDialog({
  merchant,
  parks,
  onClose,
}: {
  merchant: Merchant | undefined;
  parks: ParkSummary[];
  onClose: () => void;
}) {
  const { form, whenValid } = useZodForm(MerchantUpdate);
  const { createMerchant, updateMerchant } = useCouponMutations();
  const { message } = App.useApp();
  const saving = merchant ? updateMerchant : createMerchant;
  const save = whenValid((body) => {
    const done = { onSuccess: () => (void message.success('商户已保存'), onClose()) };
    if (merchant) updateMerchant.mutate({ merchantId: merchant.id, ...body }, done);
    else createMerchant.mutate({ ...body, staffPhones: [] }, done);
  });
  return (
    <Modal
      open
      title={merchant ? `编辑商户：${merchant.name}` : '新建商户'}
      okText="保存"
      onOk={save}
      okButtonProps={{ loading: saving.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <ErrorAlert error={saving.error} gap={16} />
      <Form
        form={form}
        layout="vertical"
        name="merchant"
        initialValues={merchant ? { name: merchant.name, parkIds: merchant.parkIds } : { parkIds: [] }}
      >
        <Form.Item name="name" label="商户名称" required>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="parkIds" label="服务车场" required extra="该商户的优惠券可在这些车场使用">
          <Select mode="multiple" options={parkOptions(parks)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 停用商户: with a reason; its staff are refused at once, coupons already given stay the drivers'. */
export function DisableDialog({ merchant, onClose }: { merchant: Merchant; onClose: () => void }) {
  const { form, whenValid } = useZodForm(MerchantDisable);
  const { disableMerchant } = useCouponMutations();
  const { message } = App.useApp();
  const save = whenValid((body) => {
    disableMerchant.mutate(
      { merchantId: merchant.id, reason: body.reason },
      { onSuccess: () => (void message.success(`${merchant.name} 已停用`), onClose()) },
    );
  });
  return (
    <Modal
      open
      title={`停用商户：${merchant.name}`}
      okText="确认停用"
      okButtonProps={{ danger: true, loading: disableMerchant.isPending }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="停用后该商户的店员不能再发券、生成二维码或购券，已生成的二维码失效；已发出的优惠券车主仍可使用。"
      />
      <ErrorAlert error={disableMerchant.error} gap={16} />
      <Form form={form} layout="vertical" name="merchant-disable">
        <Form.Item name="reason" label="停用原因" required>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 店员: the store's staff (phones masked), added by a registered phone, removed one by one. */
export function StaffDrawer({
  merchant,
  mayEdit,
  onClose,
}: {
  merchant: Merchant;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const staff = useQuery(staffQuery(merchant.id));
  const { addStaff, removeStaff } = useCouponMutations();
  const { form, whenValid } = useZodForm(MerchantStaffInput);
  const { message } = App.useApp();
  const add = whenValid((body) => {
    addStaff.mutate(
      { merchantId: merchant.id, phone: body.phone },
      { onSuccess: () => (void message.success('已添加店员'), form.resetFields()) },
    );
  });
  return (
    <Drawer open title={`店员：${merchant.name}`} size={520} onClose={onClose}>
      {mayEdit && (
        <Form form={form} layout="inline" name="merchant-staff" onFinish={add} style={{ marginBottom: 16 }}>
          <Form.Item name="phone" label="手机号" extra="须为已注册的车主账号">
            <Input maxLength={11} style={{ width: 180 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={addStaff.isPending}>
            添加店员
          </Button>
        </Form>
      )}
      <QueryTable
        query={staff}
        refused={addStaff.error ?? removeStaff.error}
        rowKey="driverId"
        size="small"
        refetching
        emptyText="还没有店员"
        columns={[
          { title: '手机号', dataIndex: 'phone' },
          { title: '加入时间', dataIndex: 'addedAt', render: formatTime },
          ...(mayEdit
            ? [
                {
                  title: '操作',
                  render: (_: unknown, s: { driverId: string; phone: string }) => (
                    <Space>
                      <Popconfirm
                        title={`移除店员 ${s.phone}？`}
                        okText="移除"
                        cancelText="取消"
                        onConfirm={() => removeStaff.mutate({ merchantId: merchant.id, driverId: s.driverId })}
                      >
                        <Button type="link" danger>
                          移除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Drawer>
  );
}
