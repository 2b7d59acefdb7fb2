import type { TicketState } from '@parking/contracts';

/** The tag colour of each state the driver sees (待您补充 asks for action). */
export const statusColor = (state: TicketState): 'primary' | 'warning' | 'success' | 'default' => {
  switch (state) {
    case 'waitingDriver':
      return 'warning';
    case 'resolved':
      return 'success';
    case 'closed':
      return 'default';
    default:
      return 'primary';
  }
};
