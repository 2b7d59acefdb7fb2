import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** solid: the main action; outline: a secondary one; light: white on a coloured header. */
  variant?: 'solid' | 'outline' | 'light';
  size?: 'normal' | 'small';
  block?: boolean;
}

/**
 * The app's button: a few lines of CSS instead of antd-mobile's, so first screens load no UI library. Every size keeps
 * the 44px touch target.
 */
export function Button({
  variant = 'solid',
  size = 'normal',
  block,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
