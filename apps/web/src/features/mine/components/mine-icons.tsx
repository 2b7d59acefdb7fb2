import type { MineEntryKey } from '../lib/mine-entries';
import { drawShapes, type Shape } from '../../../components/line-drawing';

const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

// Outline icons drawn inline: the account tab needs a dozen, an icon package would cost more than they do.
const paths: Record<MineEntryKey, readonly Shape[]> = {
  invite: [['rect', 3, 8, 18, 13, 2], 'M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S10 8 12 8Zm0 0c2-4 6-4 6-1.5S14 8 12 8Z'],
  gold: [['circle', 12, 12, 9], 'M12 7v10M9.5 9.5h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4'],
  orders: [['rect', 5, 3, 14, 18, 2], 'M9 8h6M9 12h6M9 16h3'],
  roadParking: ['M4 21 9 3M20 21 15 3', 'M12 6v2M12 11v2M12 16v2'],
  bagVehicles: [['rect', 3, 5, 18, 16, 2], 'M3 10h18M8 3v4M16 3v4'],
  charging: [['rect', 4, 3, 11, 18, 2], 'M10 7 7.5 12h3L9 16M15 9h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-2-2'],
  chargingCards: [['rect', 3, 6, 18, 13, 2], 'M3 10h18M7 15h4'],
  vins: ['M5 16 6.5 10.5A2 2 0 0 1 8.4 9h7.2a2 2 0 0 1 1.9 1.5L19 16', ['rect', 3, 16, 18, 4, 1], 'M12 2 10 6h4l-2 4'],
  occupation: ['M13 3 6 13h5l-1 8 7-10h-5Z'],
  vehicles: ['M5 16V11l2-5h10l2 5v5', 'M3 16h18v3H3z', ['circle', 7.5, 13, 1], ['circle', 16.5, 13, 1]],
  wallet: [['rect', 3, 6, 18, 13, 2], 'M16 12h5v4h-5a2 2 0 0 1 0-4Z', 'M6 6l9-3 1 3'],
  coupons: [
    'M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3Z',
    { d: 'M10 6v12', dash: '2 2' },
  ],
  invoices: ['M6 3h12v18l-3-2-3 2-3-2-3 2Z', 'M9 8h6M9 12h6'],
  records: [['circle', 12, 12, 9], 'M12 7v5l3 2'],
  bookings: [['rect', 4, 5, 16, 15, 2], 'M8 3v4M16 3v4M4 10h16M9 15l2 2 4-4'],
  benefits: ['M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6Z', 'm9 12 2 2 4-4'],
  follows: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z'],
  messages: ['M6 9a6 6 0 0 1 12 0c0 5 2 7 2 7H4s2-2 2-7Z', 'M10 20a2 2 0 0 0 4 0'],
  service: ['M4 14v-2a8 8 0 0 1 16 0v2', ['rect', 3, 13, 4, 6, 1.5], ['rect', 17, 13, 4, 6, 1.5]],
  settings: [['circle', 12, 8, 4], 'M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5'],
};

export const MineIcon = ({ entry }: { entry: MineEntryKey }) => <svg {...base}>{drawShapes(paths[entry])}</svg>;
