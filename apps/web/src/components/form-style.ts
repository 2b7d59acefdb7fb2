import type { CSSProperties } from 'react';

/** Label column of the app's horizontal forms: room for 图形验证码, not the default 6.8em that crowds a 375 px screen. */
export const FORM_STYLE = { '--prefix-width': '5.5em' } as CSSProperties;
