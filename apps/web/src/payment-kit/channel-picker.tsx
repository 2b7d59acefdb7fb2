import { formatFen, PayChannel, type PayModelChannel } from '@parking/contracts';
import { Fragment } from 'react';
import { PageState } from '../components/page-state';
import styles from './channel-picker.module.css';

const LOOK: Record<number, { mark: string; color: string }> = {
  [PayChannel.WX]: { mark: '微', color: 'var(--app-wechat)' },
  [PayChannel.ALI]: { mark: '支', color: 'var(--app-primary-solid)' },
  [PayChannel.BALANCE]: { mark: '余', color: 'var(--app-accent)' },
};

export interface ChannelPickerProps {
  channels: readonly PayModelChannel[];
  value: number | null;
  onChange: (channel: number) => void;
  /** What the order costs: a balance below it cannot be picked. */
  totalFen: number;
  /** Offered under a balance too short for the order: go and recharge the wallet (features/wallet). */
  onTopUp?: () => void;
}

/** The pay channels this client may use, one tappable row each. */
export function ChannelPicker({ channels, value, onChange, totalFen, onTopUp }: ChannelPickerProps) {
  return (
    <div role="radiogroup" aria-label="支付方式">
      {channels.map((channel) => {
        const look = LOOK[channel.payChannel]!;
        const short = channel.balanceFen !== undefined && channel.balanceFen < totalFen;
        const hint =
          channel.balanceFen !== undefined
            ? `可用余额 ${formatFen(channel.balanceFen)}${short ? '，余额不足' : ''}`
            : channel.sandbox
              ? '沙箱模拟支付，不会真实扣款'
              : undefined;
        const checked = value === channel.payChannel;
        return (
          <Fragment key={channel.payChannel}>
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              aria-disabled={short}
              className={styles.channel}
              onClick={() => !short && onChange(channel.payChannel)}
            >
              <span className={styles.channelIcon} style={{ background: look.color }} aria-hidden>
                {look.mark}
              </span>
              <span className={styles.channelName}>
                {channel.name}
                {hint && <span className={styles.channelHint}>{hint}</span>}
              </span>
              <span className={checked ? styles.radioOn : styles.radio} aria-hidden />
            </button>
            {short && onTopUp && (
              <button type="button" className={styles.topUp} onClick={onTopUp}>
                去充值 ›
              </button>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}

/**
 * The 支付方式 card's body: 加载中… while the pay model is asked, a word where this client may pay no way (outside
 * WeChat and Alipay), else the picker.
 */
export function ChannelChoice({ pending, ...picker }: ChannelPickerProps & { pending: boolean }) {
  if (pending) return <PageState size="compact" title="加载中…" />;
  if (picker.channels.length === 0)
    return <PageState size="compact" title="当前环境暂无可用的支付方式" description="请在微信或支付宝中打开本页面" />;
  return <ChannelPicker {...picker} />;
}
