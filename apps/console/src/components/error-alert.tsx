import { Alert } from 'antd';

/**
 * A refusal (the server's error, or a message) above what it refused: nothing when there is none; `gap` is the space
 * under it (none when not given).
 */
export function ErrorAlert({ error, gap }: { error: Error | string | null | undefined; gap?: number }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={typeof error === 'string' ? error : error.message}
      style={gap === undefined ? undefined : { marginBottom: gap }}
    />
  );
}
