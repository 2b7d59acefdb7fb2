import { formatFen, type BagProduct } from '@parking/contracts';

/** What a product holds, as a driver reads it: 面值 550.00元, 20次, 30天; empty for the period kinds. */
export function productContent(product: Pick<BagProduct, 'kind' | 'quantity'>): string {
  if (product.quantity === null) return '';
  if (product.kind === 'storedValue') return `面值 ${formatFen(product.quantity)}`;
  return product.kind === 'visits' ? `${product.quantity}次` : `${product.quantity}天`;
}
