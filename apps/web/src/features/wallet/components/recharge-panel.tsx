import {
  formatFen,
  PayChannel,
  RECHARGE_PRESETS_FEN,
  type BalanceInfo,
  formatWholeYuan,
  formatYuan,
} from '@parking/contracts';
import { useState } from 'react';
import { usePayModel } from '../../../payment-kit/pay-model';
import { ChannelPicker } from '../../../payment-kit/channel-picker';
import { useRecharge } from '../hooks/use-recharge';
import { BarButton } from './bar-button';
import { checkRechargeAmount, sanitizeAmountInput } from '../lib/amount';
import type { WalletFamily } from '../lib/families';
import styles from './wallet.module.css';

/** The panel's small print, the screen's largest text: painted with the frame too. */
const RECHARGE_NOTE = '充值到账以支付平台确认为准；余额可用于本平台停车缴费与无感支付，未使用的余额可随时原路退回。';

/**
 * The panel before the balance's limits arrive (the server's first paint, issue 25): its titles, grey blocks where the
 * presets, the amount field and the wallet will be (as high as they are), its small print, and a grey shape where
 * the button will be: nothing to tap until the limits are known.
 */
export function RechargePanelFrame() {
  return (
    <>
      <section className={styles.card} aria-label="充值金额" aria-busy="true">
        <h2 className={styles.heading}>充值金额</h2>
        <div className={styles.presets}>
          {RECHARGE_PRESETS_FEN.map((fen) => (
            <span key={fen} className={styles.presetPlaceholder} />
          ))}
        </div>
        <div className={styles.custom}>
          <span>其他金额</span>
        </div>
      </section>
      <section className={styles.card} aria-label="支付方式" aria-busy="true">
        <h2 className={styles.heading}>支付方式</h2>
        <div className={styles.channelPlaceholder} />
      </section>
      <p className={styles.note}>{RECHARGE_NOTE}</p>
      <div className={styles.bar}>
        <div className={styles.buttonPlaceholder} />
      </div>
    </>
  );
}

/**
 * Recharging: a preset or a typed amount (checked against the limits the server sent), a wallet channel this client
 * can open, and the button that opens it. The balance grows only when the provider confirms (the result page shows it).
 */
export function RechargePanel({ info, family }: { info: BalanceInfo; family: WalletFamily }) {
  const model = usePayModel();
  const { recharge, starting } = useRecharge(family);
  const [preset, setPreset] = useState<number | null>(info.recharge.presetsFen[1] ?? null);
  const [custom, setCustom] = useState('');
  const [picked, setPicked] = useState<number | null>(null);

  const channels = (model.data?.channels ?? []).filter((c) => c.payChannel !== PayChannel.BALANCE);
  const channel = picked ?? channels[0]?.payChannel ?? null;
  const typed = preset === null ? checkRechargeAmount(custom, info.recharge, info.balanceFen) : undefined;
  const amountFen = preset ?? (typed?.ok ? typed.fen : null);
  const presetRoom = (fen: number) => info.balanceFen + fen <= info.recharge.maxBalanceFen;

  return (
    <>
      <section className={styles.card} aria-label="充值金额">
        <h2 className={styles.heading}>充值金额</h2>
        <div className={styles.presets}>
          {info.recharge.presetsFen.map((fen) => (
            <button
              key={fen}
              type="button"
              className={styles.preset}
              aria-pressed={preset === fen}
              disabled={!presetRoom(fen)}
              onClick={() => setPreset(fen)}
            >
              {formatWholeYuan(fen)}
            </button>
          ))}
        </div>
        <label className={styles.custom} data-active={preset === null}>
          <span>其他金额</span>
          <input
            inputMode="decimal"
            // The unit is the 元 after the box: the range is bare numbers, so 元 shows once.
            placeholder={`${formatYuan(info.recharge.minFen)} - ${formatYuan(info.recharge.maxFen)}`}
            value={custom}
            aria-label="其他金额（元）"
            onFocus={() => setPreset(null)}
            onChange={(event) => {
              setPreset(null);
              setCustom(sanitizeAmountInput(event.target.value));
            }}
          />
          <span>元</span>
        </label>
        {typed && !typed.ok && custom !== '' && (
          <p className={styles.error} role="alert">
            {typed.message}
          </p>
        )}
      </section>
      <section className={styles.card} aria-label="支付方式">
        <h2 className={styles.heading}>支付方式</h2>
        {channels.length > 0 ? (
          <ChannelPicker channels={channels} value={channel} onChange={setPicked} totalFen={amountFen ?? 0} />
        ) : (
          <p className={styles.note}>{model.isPending ? '加载中…' : '当前环境暂无可用的支付方式'}</p>
        )}
      </section>
      <p className={styles.note}>{RECHARGE_NOTE}</p>
      <BarButton
        loading={starting}
        disabled={amountFen === null || channel === null || starting}
        onClick={() => {
          if (amountFen !== null && channel !== null) void recharge(amountFen, channel as 2 | 3);
        }}
      >
        {amountFen === null ? '立即充值' : `立即充值 ${formatFen(amountFen)}`}
      </BarButton>
    </>
  );
}
