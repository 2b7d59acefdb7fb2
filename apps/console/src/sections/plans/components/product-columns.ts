import { formatFen, type BagProduct } from '@parking/contracts';
import type { TableColumnsType } from 'antd';

/** What a plan product is, as the park's products and a rule's products both list it: kind, vehicle class, price. */
export const productColumns: TableColumnsType<BagProduct> = [
  { title: '卡种', dataIndex: 'kindName' },
  { title: '车型', dataIndex: 'vehicleClassName' },
  { title: '价格', dataIndex: 'priceFen', render: (fen: number) => formatFen(fen) },
];
