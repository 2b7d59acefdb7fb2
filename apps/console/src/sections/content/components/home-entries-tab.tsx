import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { HomeFuncEntriesUpdate, ICON_MAX_LENGTH, type HomeFuncEntries, type HomeFuncEntry } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Space, Switch, Table, Upload } from 'antd';
import { useState } from 'react';
import { homeQuery, useContentMutations } from '../api/content';
import { ErrorAlert } from '../../../components/error-alert';
import { homeEntryColumns } from './home-entry-columns';

/** 首页入口: the home menu's entries in order and its column count; saved as a whole list (the server checks it). */
export function HomeEntriesTab() {
  const settings = useQuery(homeQuery);
  if (settings.isError) return <ErrorAlert error={settings.error} />;
  if (!settings.data) return <Table loading dataSource={[]} locale={{ emptyText: '加载中…' }} />;
  // A fresh editor whenever the saved entries change (after a save, or another operator's).
  return <HomeEditor key={settings.dataUpdatedAt} home={settings.data.home} busy={settings.isFetching} />;
}

function HomeEditor({ home, busy }: { home: HomeFuncEntries; busy: boolean }) {
  const [list, setList] = useState<HomeFuncEntry[]>(home.list);
  const [column, setColumn] = useState(home.column);
  const [editing, setEditing] = useState<{ index: number; entry: HomeFuncEntry }>();
  const { saveHome } = useContentMutations();
  const { message } = App.useApp();
  const move = (i: number, by: number) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setList(next);
  };
  function save() {
    const parsed = HomeFuncEntriesUpdate.safeParse({ list, column });
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message ?? '首页入口有误');
    saveHome.mutate(parsed.data, { onSuccess: () => void message.success('首页入口已保存，车主端下次打开即生效') });
  }
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <label>
          每行个数{' '}
          <InputNumber min={1} max={5} value={column} onChange={(v) => setColumn(v ?? 4)} aria-label="每行个数" />
        </label>
        <Button
          onClick={() =>
            setEditing({
              index: list.length,
              entry: { entryId: '', entryName: '', entryType: 1, icon: '', needLogin: false, entryUrl: '/' },
            })
          }
        >
          添加入口
        </Button>
        <Button type="primary" onClick={save} loading={saveHome.isPending}>
          保存首页入口
        </Button>
      </Space>
      <ErrorAlert error={saveHome.error} gap={16} />
      <Table<HomeFuncEntry>
        rowKey={(e) => e.entryId || 'new'}
        size="small"
        pagination={false}
        loading={busy}
        dataSource={list}
        locale={{ emptyText: '首页还没有入口' }}
        columns={[
          {
            title: '顺序',
            width: 110,
            render: (_, __, i) => (
              <Space size={0}>
                <Button
                  type="text"
                  aria-label="上移"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                />
                <Button
                  type="text"
                  aria-label="下移"
                  icon={<ArrowDownOutlined />}
                  disabled={i === list.length - 1}
                  onClick={() => move(i, 1)}
                />
              </Space>
            ),
          },
          {
            title: '图标',
            dataIndex: 'icon',
            width: 64,
            render: (icon: string, e) => (icon ? <img src={icon} alt={e.entryName} width={28} height={28} /> : null),
          },
          ...homeEntryColumns,
          { title: '需登录', dataIndex: 'needLogin', render: (v: boolean) => (v ? '是' : '否') },
          {
            title: '操作',
            width: 140,
            render: (_, entry, index) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing({ index, entry })}>
                  编辑
                </Button>
                <Button type="link" danger onClick={() => setList(list.filter((_e, i) => i !== index))}>
                  移除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <EntryDialog
          entry={editing.entry}
          onClose={() => setEditing(undefined)}
          onDone={(entry) => {
            const next = [...list];
            next[editing.index] = entry;
            setList(next);
            setEditing(undefined);
          }}
        />
      )}
    </>
  );
}

const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('图标读取失败'));
    reader.readAsDataURL(file);
  });

/** One entry: its name, id, kind, address, login and icon (a small picture, kept inline as a data URL). */
function EntryDialog({
  entry,
  onClose,
  onDone,
}: {
  entry: HomeFuncEntry;
  onClose: () => void;
  onDone: (entry: HomeFuncEntry) => void;
}) {
  const [form] = Form.useForm<HomeFuncEntry>();
  const icon = Form.useWatch('icon', form);
  const { message } = App.useApp();
  return (
    <Modal
      open
      title={entry.entryId ? `编辑入口：${entry.entryName}` : '添加入口'}
      onOk={() => form.submit()}
      onCancel={onClose}
      okText="确定"
      destroyOnHidden
    >
      <Form<HomeFuncEntry>
        form={form}
        layout="vertical"
        name="home-entry"
        initialValues={entry}
        onFinish={(v) => onDone({ ...entry, ...v })}
      >
        <Form.Item name="entryName" label="名称" rules={[{ required: true, max: 16, message: '名称1–16字' }]}>
          <Input maxLength={16} />
        </Form.Item>
        <Form.Item name="entryId" label="编号" rules={[{ required: true, max: 64, message: '请填写编号' }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="entryType" label="类型">
          <Radio.Group
            options={[
              { value: 1, label: '应用内页面' },
              { value: 2, label: '外部 H5' },
            ]}
          />
        </Form.Item>
        <Form.Item name="entryUrl" label="地址" extra="应用内页面填路径（如 /monthParking），外部 H5 填页面编号">
          <Input maxLength={512} />
        </Form.Item>
        <Form.Item name="needLogin" label="需登录" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="icon" label="图标" rules={[{ required: true, message: '请上传图标' }]}>
          <Space>
            {icon && <img src={icon} alt="图标" width={40} height={40} />}
            <Upload
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              showUploadList={false}
              beforeUpload={async (file) => {
                const url = await readDataUrl(file);
                if (url.length > ICON_MAX_LENGTH) void message.error('图标过大，请使用 48 KB 以内的图片');
                else form.setFieldValue('icon', url);
                return false;
              }}
            >
              <Button>选择图片</Button>
            </Upload>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
