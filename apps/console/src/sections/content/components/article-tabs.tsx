import {
  NewsInput,
  NoticeInput,
  NOTICE_TYPE_TEXT,
  NoticeType,
  OperatorNoticeFilter,
  type OperatorNews,
  type OperatorNotice,
} from '@parking/contracts';
import { App, Button, Checkbox, Col, Form, Input, Modal, Row, Select, Space, Tag, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { z } from 'zod';
import { DeskTable, FilterBar, useDeskList, SelectFilter } from '../../../components/desk';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { newsQuery, noticesQuery, useContentMutations } from '../api/content';
import { DriverPreview } from './driver-preview';
import { EditRemove } from './edit-remove';
import { RichTextInput } from './rich-text-input';
import { ErrorAlert } from '../../../components/error-alert';

const noticeTypeOptions = Object.entries(NOTICE_TYPE_TEXT).map(([value, label]) => ({
  value,
  label: `${label}（${value}）`,
}));

function useRemove(kind: 'notice' | 'news') {
  const { remove } = useContentMutations();
  const { message } = App.useApp();
  return (id: string) =>
    remove.mutate(
      { kind, id },
      { onSuccess: () => void message.success('已删除'), onError: (err) => void message.error(err.message) },
    );
}

/** What the two article lists share: 编辑 and 删除 in each row (删除 asked with `confirm`), the editor of a new or a row's item. */
function useArticleEditing<T extends OperatorNotice | OperatorNews>(kind: Article['kind'], confirm: string) {
  const [editing, setEditing] = useState<T | 'new'>();
  const remove = useRemove(kind);
  const actions: TableColumnType<T> = {
    title: '操作',
    width: 160,
    render: (_, n) => <EditRemove onEdit={() => setEditing(n)} confirm={confirm} onRemove={() => remove(n.id)} />,
  };
  const article = { kind, item: editing === 'new' ? undefined : editing } as Article;
  const editor = editing && <ArticleEditor {...article} onClose={() => setEditing(undefined)} />;
  return { actions, editor, create: () => setEditing('new') };
}

/** 公告: the notices by type and version, newest first; publish a version, edit or delete one. */
export function NoticesTab() {
  const list = useDeskList({
    schema: OperatorNoticeFilter,
    pageSize: 10,
    query: (filters, page) => noticesQuery({ ...(filters as { noticeType?: string }), ...page }),
  });
  const { actions, editor, create } = useArticleEditing<OperatorNotice>('notice', '删除后车主端不再显示，确认删除？');
  return (
    <>
      <FilterBar
        list={list}
        name="notices"
        extra={
          <Button type="primary" onClick={create}>
            发布公告
          </Button>
        }
      >
        <SelectFilter name="noticeType" label="公告类型" width={220} options={noticeTypeOptions} />
      </FilterBar>
      <DeskTable<typeof OperatorNoticeFilter, OperatorNotice>
        list={list}
        rowKey="id"
        emptyText="没有公告"
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '类型', dataIndex: 'noticeType', render: (t: NoticeType) => NOTICE_TYPE_TEXT[t] ?? t },
          { title: '版本', dataIndex: 'version' },
          { title: '发布时间', dataIndex: 'publishTime', render: publishState },
          actions,
        ]}
      />
      {editor}
    </>
  );
}

const publishState = (iso: string) => (
  <Space size={4}>
    {formatTime(iso)}
    {Date.parse(iso) > Date.now() && <Tag color="blue">定时</Tag>}
  </Space>
);

/** 资讯: the news items, newest first; important ones go on the home page. */
export function NewsTab() {
  const list = useDeskList({ schema: z.object({}), pageSize: 10, query: (_f, page) => newsQuery(page) });
  const { actions, editor, create } = useArticleEditing<OperatorNews>(
    'news',
    '下线后车主打开链接将提示已下线，确认删除？',
  );
  return (
    <>
      <Button type="primary" onClick={create} style={{ marginBottom: 16 }}>
        发布资讯
      </Button>
      <DeskTable<z.ZodObject, OperatorNews>
        list={list}
        rowKey="id"
        emptyText="没有资讯"
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '摘要', dataIndex: 'summary', ellipsis: true },
          { title: '重要', dataIndex: 'important', render: (v: boolean) => (v ? <Tag color="red">首页</Tag> : '') },
          { title: '发布时间', dataIndex: 'publishTime', render: publishState },
          actions,
        ]}
      />
      {editor}
    </>
  );
}

type Article = { kind: 'notice'; item: OperatorNotice | undefined } | { kind: 'news'; item: OperatorNews | undefined };

/** The editor of a notice or news item: the form on the left, the driver app's page at 375 px on the right. */
function ArticleEditor({ kind, item, onClose }: Article & { onClose: () => void }) {
  const schema = kind === 'notice' ? NoticeInput : NewsInput;
  const { form, whenValid } = useZodForm(schema);
  const { saveNotice, saveNews } = useContentMutations();
  const saving = kind === 'notice' ? saveNotice : saveNews;
  const { message } = App.useApp();
  const title = Form.useWatch('title', form) as string | undefined;
  const content = Form.useWatch('content', form) as string | undefined;
  const publishTime = Form.useWatch('publishTime', form) as string | undefined;
  const initial = item ?? {
    publishTime: dayjs().second(0).millisecond(0).toISOString(),
    content: '<p></p>',
    ...(kind === 'notice' ? { noticeType: NoticeType.BULLETIN, version: dayjs().format('YYYY-MM-DD') } : {}),
  };
  const save = whenValid((body) => {
    const done = {
      onSuccess: () => (void message.success(item ? '已保存' : '已发布，车主端按发布时间显示'), onClose()),
    };
    if (kind === 'notice') saveNotice.mutate({ id: item?.id, body: body as NoticeInput }, done);
    else saveNews.mutate({ id: item?.id, body: body as NewsInput }, done);
  });
  return (
    <Modal
      open
      width={1180}
      title={`${item ? '编辑' : '发布'}${kind === 'notice' ? '公告' : '资讯'}`}
      okText={item ? '保存' : '发布'}
      onOk={save}
      okButtonProps={{ loading: saving.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <ErrorAlert error={saving.error} gap={16} />
      <Row gutter={24} wrap={false}>
        <Col flex="auto">
          <Form form={form} layout="vertical" name={`${kind}-editor`} initialValues={initial}>
            {kind === 'notice' && (
              <Space size={16}>
                <Form.Item name="noticeType" label="公告类型" required>
                  <Select style={{ width: 240 }} options={noticeTypeOptions} />
                </Form.Item>
                <Form.Item name="version" label="版本" required>
                  <Input style={{ width: 160 }} maxLength={32} />
                </Form.Item>
              </Space>
            )}
            <Form.Item name="title" label="标题" required>
              <Input maxLength={64} />
            </Form.Item>
            {kind === 'news' && (
              <Form.Item name="summary" label="摘要">
                <Input maxLength={200} />
              </Form.Item>
            )}
            <Form.Item
              name="content"
              label="正文"
              required
              extra="支持段落、加粗、斜体、小标题、列表、引用和图片；其余标签保存时清理"
            >
              <RichTextInput />
            </Form.Item>
            <Space size={16} align="start">
              <Form.Item name="publishTime" label="发布时间（ISO 8601，含时区）" required extra="晚于现在则定时发布">
                <Input style={{ width: 300 }} />
              </Form.Item>
              {kind === 'news' && (
                <Form.Item name="important" label="首页重要资讯" valuePropName="checked">
                  <Checkbox>在首页显示</Checkbox>
                </Form.Item>
              )}
            </Space>
          </Form>
        </Col>
        <Col flex="none">
          <DriverPreview title={title ?? ''} html={content ?? ''} time={publishTime} />
        </Col>
      </Row>
    </Modal>
  );
}
