import { CARD_NO_PATTERN, CARD_PASSWORD_PATTERN, formatFen, type CardView } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { Button } from '../../../components/button';
import layout from '../../../components/card-page.module.css';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { href } from '../../../lib/paths';
import { bindCard, cardRecordsQuery, cardsQuery, reportCardLost, tagKeys } from '../api/tags';
import { ChargingCardSkeleton } from '../components/charging-skeletons';
import styles from '../components/tags.module.css';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /chargingCard: the driver's charging cards (RFID, issued at the station's counter): balance, state, records; bind
 * one with its number and 6-digit password; change the password; report it lost (frozen at once).
 */
export default function CardPage() {
  const cards = useQuery(cardsQuery());
  if (!cards.isSuccess) return <QueryState query={cards} failed="充电卡加载失败" loading={<ChargingCardSkeleton />} />;
  const { results, maxCount } = cards.data;
  return (
    <div className={layout.page}>
      {results.map((card) => (
        <CardItem key={card.cardNo} card={card} />
      ))}
      {results.length < maxCount && <BindCard first={results.length === 0} />}
    </div>
  );
}

function CardItem({ card }: { card: CardView }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  async function lost() {
    const ok = await installedEffects.confirm({
      title: '挂失充电卡',
      content: '挂失后该卡立即冻结，无法刷卡充电；解冻请联系运营方。确定挂失吗？',
      confirmText: '确定挂失',
    });
    if (!ok) return;
    try {
      await reportCardLost(card.cardNo);
      installedEffects.toast('已挂失', { success: true });
      await client.invalidateQueries({ queryKey: tagKeys.cards });
    } catch {
      // the API's own toast says why
    }
  }
  return (
    <Section title={`充电卡 ${card.cardNo}`} extra={card.stateText}>
      <p className={styles.meta}>卡内余额</p>
      <p className={styles.balance}>{formatFen(card.balanceFen)}</p>
      {card.charging && <p className={styles.meta}>正在充电，预扣金额将在充电结束后按实际电量结算退回</p>}
      <div className={styles.actions}>
        <Button variant="outline" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '收起记录' : '消费记录'}
        </Button>
        <Button
          variant="outline"
          size="small"
          onClick={() => void navigate(href(screen.changeCardPassword, { cardNo: card.cardNo }))}
        >
          修改密码
        </Button>
        {card.state === 'active' && (
          <Button variant="outline" size="small" onClick={() => void lost()}>
            挂失
          </Button>
        )}
      </div>
      {open && <Records cardNo={card.cardNo} />}
    </Section>
  );
}

function Records({ cardNo }: { cardNo: string }) {
  const records = useQuery(cardRecordsQuery(cardNo));
  if (!records.isSuccess) return <QueryState query={records} failed="记录加载失败" />;
  if (records.data.results.length === 0) return <p className={styles.meta}>暂无记录</p>;
  return (
    <div>
      {records.data.results.map((r) => (
        <div key={r.recordId} className={styles.row}>
          <div>
            <div>{r.kindText}</div>
            <p className={styles.meta}>{formatShanghaiMinute(r.at)}</p>
          </div>
          <div>
            <div className={r.amountFen > 0 ? styles.plus : undefined}>
              {r.amountFen > 0 ? '+' : r.amountFen < 0 ? '-' : ''}
              {formatFen(Math.abs(r.amountFen))}
            </div>
            <p className={styles.meta}>余额 {formatFen(r.balanceFen)}</p>
          </div>
        </div>
      ))}
    </div>
  );
}

function BindCard({ first }: { first: boolean }) {
  const client = useQueryClient();
  const [cardNo, setCardNo] = useState('');
  const [password, setPassword] = useState('');
  const [binding, setBinding] = useState(false);
  async function bind() {
    const no = cardNo.trim().toUpperCase();
    if (!CARD_NO_PATTERN.test(no)) return installedEffects.toast('卡号为8–20位数字或字母', { fail: true });
    if (!CARD_PASSWORD_PATTERN.test(password)) return installedEffects.toast('密码为6位数字', { fail: true });
    setBinding(true);
    try {
      await bindCard({ cardNo: no, password });
      installedEffects.toast('绑定成功', { success: true });
      setCardNo('');
      setPassword('');
      await client.invalidateQueries({ queryKey: tagKeys.cards });
    } catch {
      // the API's own toast says why (wrong password, locked, taken)
    } finally {
      setBinding(false);
    }
  }
  return (
    <Section title="绑定充电卡">
      {first && (
        <p className={styles.meta}>暂无充电卡。充电卡由充电站运营方发放，绑定后可查看余额、消费记录，并可挂失。</p>
      )}
      <label className={styles.field}>
        <span>卡号</span>
        <input
          value={cardNo}
          onChange={(e) => setCardNo(e.target.value)}
          maxLength={20}
          autoComplete="off"
          placeholder="请输入卡面上的卡号"
        />
      </label>
      <label className={styles.field}>
        <span>卡密码</span>
        <input
          value={password}
          onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
          type="password"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          placeholder="请输入6位数字密码"
        />
      </label>
      <Button block disabled={binding} onClick={() => void bind()}>
        {binding ? '绑定中…' : '绑定'}
      </Button>
    </Section>
  );
}
