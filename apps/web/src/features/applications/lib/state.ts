import type { ApplicationState } from '@parking/contracts';

/** The tag colour of each state (未通过 asks the driver to look at the reason). */
export const stateColor = (state: ApplicationState): 'primary' | 'success' | 'danger' | 'default' => {
  switch (state) {
    case 'approved':
      return 'success';
    case 'rejected':
      return 'danger';
    case 'expired':
      return 'default';
    default:
      return 'primary';
  }
};
