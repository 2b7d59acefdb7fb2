import { AdInput, DEFAULT_AD_CITY, type OperatorAd } from '@parking/contracts';
import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { DeskTable, useDeskList } from '../../../components/desk';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { adsQuery, useContentMutations } from '../api/content';
import { EditRemove } from './edit-remove';
import { ErrorAlert } from '../../../components/error-alert';

/** 广告: the home page's banners by city, their order and active window. */
export function AdsTab() {
  const list = useDeskList({ schema: z.object({}), pageSize: 10, query: (_f, page) => adsQuery(page) });
  const [editing, setEditing] = useState<OperatorAd | 'new'>();
  const { remove } = useContentMutations();
  const { message } = App.useApp();
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 16 }}>
        新建广告
      </Button>
      <DeskTable<z.ZodObject, OperatorAd>
        list={list}
        rowKey="id"
        emptyText="没有广告"
        columns={[
          {
            title: '图片',
            dataIndex: 'picUrl',
            width: 180,
            render: (src: string) => (
              <img src={src} alt="广告图片" style={{ width: 160, height: 60, objectFit: 'cover' }} />
            ),
          },
          { title: '城市', dataIndex: 'city' },
          { title: '链接', dataIndex: 'advertUrl', ellipsis: true },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '投放时间',
            render: (_, ad) => `${formatTime(ad.activeFrom) || '不限'} 至 ${formatTime(ad.activeUntil) || '不限'}`,
          },
          {
            title: '操作',
            width: 160,
            render: (_, ad) => (
              <EditRemove
                onEdit={() => setEditing(ad)}
                confirm="确认删除该广告？"
                onRemove={() =>
                  remove.mutate({ kind: 'ad', id: ad.id }, { onError: (err) => void message.error(err.message) })
                }
              />
            ),
          },
        ]}
      />
      {editing && <AdDialog ad={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

function AdDialog({ ad, onClose }: { ad: OperatorAd | undefined; onClose: () => void }) {
  const { form, whenValid } = useZodForm(AdInput);
  const { saveAd } = useContentMutations();
  const { message } = App.useApp();
  const save = whenValid((body) => {
    saveAd.mutate({ id: ad?.id, body }, { onSuccess: () => (void message.success('广告已保存'), onClose()) });
  });
  return (
    <Modal
      open
      title={ad ? '编辑广告' : '新建广告'}
      okText="保存"
      onOk={save}
      okButtonProps={{ loading: saveAd.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <ErrorAlert error={saveAd.error} gap={16} />
      <Form
        form={form}
        layout="vertical"
        name="ad"
        initialValues={ad ?? { city: DEFAULT_AD_CITY, sort: 0, activeFrom: null, activeUntil: null }}
      >
        <Form.Item name="city" label="城市" required extra={`${DEFAULT_AD_CITY}：全国投放`}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="picUrl" label="图片地址" required extra="https 链接或上传后的图片地址">
          <Input />
        </Form.Item>
        <Form.Item name="advertUrl" label="点击跳转" extra="站内路径（如 /monthParking）或 https 地址；留空不跳转">
          <Input maxLength={512} />
        </Form.Item>
        <Form.Item name="bgColor" label="背景色" extra="#RRGGBB，可留空">
          <Input maxLength={7} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="activeFrom" label="开始时间（ISO 8601，留空不限）" normalize={(v: string) => v || null}>
          <Input />
        </Form.Item>
        <Form.Item name="activeUntil" label="结束时间（ISO 8601，留空不限）" normalize={(v: string) => v || null}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
