import type { HomeFuncEntry } from '@parking/contracts';
import type { TableColumnsType } from 'antd';

/** What a home entry is, as its editor and the settings' overview both list it: its name, id, type and address. */
export const homeEntryColumns: TableColumnsType<HomeFuncEntry> = [
  { title: '名称', dataIndex: 'entryName' },
  { title: '编号', dataIndex: 'entryId' },
  { title: '类型', dataIndex: 'entryType', render: (t: number) => (t === 2 ? '外部 H5' : '应用内页面') },
  { title: '地址', dataIndex: 'entryUrl' },
];
