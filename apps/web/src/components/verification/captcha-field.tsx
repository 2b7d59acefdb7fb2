import { Form } from '../plain-form';
import Input from 'antd-mobile/es/components/input';
import type { Challenge } from './use-challenge';
import styles from './verification.module.css';

/**
 * The picture challenge row of a form: the answer and the picture (tap it for another one). Hidden until the server
 * asks for a challenge.
 */
export function CaptchaField({ challenge }: { challenge: Challenge }) {
  if (!challenge.picture) return null;
  return (
    <Form.Item
      label="图形验证码"
      error={challenge.error}
      extra={
        <button
          type="button"
          className={styles.picture}
          onClick={() => void challenge.refresh()}
          aria-label="换一张图形验证码"
        >
          <img src={challenge.picture.image} alt="图形验证码" width={96} height={35} />
        </button>
      }
    >
      <Input
        aria-label="图形验证码"
        placeholder="请输入图中字符"
        maxLength={8}
        value={challenge.answer}
        onChange={challenge.setAnswer}
        autoComplete="off"
      />
    </Form.Item>
  );
}
