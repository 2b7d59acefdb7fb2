import { randomInt } from 'node:crypto';
import {
  AppError,
  CARD_PASSWORD_LOCK_MINUTES,
  CARD_PASSWORD_MAX_FAILURES,
  ErrorCode,
  MAX_CARDS_PER_DRIVER,
  cardRecordText,
  cardStateText,
  type CardList,
  type CardRecordPage,
  type CardState,
  type CardView,
  type IssuedCard,
  type OperatorCard,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { isUniqueViolation } from '../../db/pg-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/passwords';
import type { DriverRef } from './charging-orders.service';
import type { CardRow, TagsRepository } from './tags.repository';

export const cardStateOf = (card: Pick<CardRow, 'frozen'>): CardState =>
  card.frozen === 'lost' ? 'lost' : card.frozen === 'operator' ? 'frozen' : 'active';

const wrongPassword = () => new AppError(ErrorCode.CARD_PASSWORD_WRONG);

/**
 * RFID charging cards (decision 045): issued by the operator with a balance and a 6-digit password shown once; bound
 * by a driver with that password; the password changed with the old one; reported lost (frozen at once). Wrong
 * passwords (bind or change) count on the card: CARD_PASSWORD_MAX_FAILURES lock it for CARD_PASSWORD_LOCK_MINUTES,
 * so six digits cannot be tried through.
 */
export function createCardsService(deps: { repo: TagsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const db = repo.db;

  async function view(card: CardRow, charging?: boolean): Promise<CardView> {
    const state = cardStateOf(card);
    return {
      cardNo: card.cardNo,
      balanceFen: card.balanceFen,
      state,
      stateText: cardStateText[state],
      boundAt: card.boundAt?.toISOString() ?? null,
      charging: charging ?? (await repo.chargingCards([card.id])).has(card.id),
    };
  }
  const operatorView = (card: CardRow): OperatorCard => ({
    cardNo: card.cardNo,
    balanceFen: card.balanceFen,
    state: cardStateOf(card),
    bound: !!card.driverId,
  });

  /**
   * Checks the card's password under its lock; a wrong one is counted (committed even though the call fails), and
   * the lock refuses every try until it ends. Answers the locked card when right.
   */
  async function checkPassword(
    dealerId: string,
    cardNo: string,
    password: string,
    then: (tx: Db, card: CardRow) => Promise<void>,
  ) {
    const outcome = await db.transaction(async (tx) => {
      const card = await repo.card(dealerId, cardNo, tx, true);
      // An unknown card answers like a wrong password (card numbers are not to be probed), after the same work.
      if (!card) {
        await verifyAgainstDummy(password);
        return 'wrong' as const;
      }
      const now = clock.now();
      if (card.passwordLockedUntil && card.passwordLockedUntil > now) return 'locked' as const;
      if (!(await verifyPassword(card.passwordHash, password))) {
        const failures = card.passwordFailures + 1;
        const lock = failures >= CARD_PASSWORD_MAX_FAILURES;
        await repo.updateCard(tx, card.id, {
          passwordFailures: lock ? 0 : failures,
          passwordLockedUntil: lock ? new Date(now.getTime() + CARD_PASSWORD_LOCK_MINUTES * 60_000) : null,
        });
        return lock ? ('locked' as const) : ('wrong' as const);
      }
      if (card.passwordFailures > 0) await repo.updateCard(tx, card.id, { passwordFailures: 0 });
      await then(tx, card);
      return 'ok' as const;
    });
    if (outcome === 'locked') throw new AppError(ErrorCode.CARD_PASSWORD_LOCKED);
    if (outcome === 'wrong') throw wrongPassword();
  }

  async function ownCard(driver: DriverRef, cardNo: string): Promise<CardRow> {
    const card = await repo.card(driver.dealerId, cardNo);
    if (!card || card.driverId !== driver.id) throw new AppError(ErrorCode.CARD_NOT_FOUND);
    return card;
  }

  return {
    // ---- driver ----

    async list(driver: DriverRef): Promise<CardList> {
      const cards = await repo.cardsOf(driver.id, driver.dealerId);
      const charging = await repo.chargingCards(cards.map((c) => c.id));
      return {
        results: await Promise.all(cards.map((c) => view(c, charging.has(c.id)))),
        maxCount: MAX_CARDS_PER_DRIVER,
      };
    },

    async bind(driver: DriverRef, body: { cardNo: string; password: string }): Promise<CardView> {
      await checkPassword(driver.dealerId, body.cardNo, body.password, async (tx, card) => {
        if (card.driverId === driver.id) return; // bound already: the same answer
        if (card.driverId) throw new AppError(ErrorCode.CARD_TAKEN);
        if (card.frozen) throw new AppError(ErrorCode.CARD_FROZEN);
        await repo.lockDriver(tx, driver.id, 'cards');
        if ((await repo.countCards(tx, driver.id)) >= MAX_CARDS_PER_DRIVER) throw new AppError(ErrorCode.CARD_LIMIT);
        await repo.updateCard(tx, card.id, { driverId: driver.id, boundAt: clock.now() });
      });
      return view((await repo.card(driver.dealerId, body.cardNo))!);
    },

    async records(
      driver: DriverRef,
      cardNo: string,
      paging: { pageNo: number; pageSize: number },
    ): Promise<CardRecordPage> {
      const card = await ownCard(driver, cardNo);
      const { results, totalRecord } = await repo.records(card.id, paging);
      return pageOf(
        results.map((r) => ({
          recordId: r.id,
          kind: r.kind,
          kindText: cardRecordText[r.kind],
          amountFen: r.amountFen,
          balanceFen: r.balanceFen,
          orderNo: r.orderNo,
          at: r.createdAt.toISOString(),
        })),
        totalRecord,
      );
    },

    /** Only the card's own driver may change it, and only with the old password. */
    async changePassword(driver: DriverRef, body: { cardNo: string; oldPassword: string; newPassword: string }) {
      await ownCard(driver, body.cardNo);
      const passwordHash = await hashPassword(body.newPassword);
      await checkPassword(driver.dealerId, body.cardNo, body.oldPassword, async (tx, card) => {
        if (card.driverId !== driver.id) throw new AppError(ErrorCode.CARD_NOT_FOUND);
        await repo.updateCard(tx, card.id, { passwordHash });
      });
      return { changed: true };
    },

    /** Frozen at once: chargers are answered Blocked for it from now on. Only the operator unfreezes it. */
    async reportLost(driver: DriverRef, cardNo: string): Promise<CardView> {
      const card = await ownCard(driver, cardNo);
      await db.transaction((tx) => repo.updateCard(tx, card.id, { frozen: 'lost' }));
      return view((await repo.card(driver.dealerId, cardNo))!);
    },

    // ---- operator ----

    async issue(dealerId: string, body: { cardNo: string; balanceFen: number }): Promise<IssuedCard> {
      const password = String(randomInt(0, 1_000_000)).padStart(6, '0');
      try {
        const card = await repo.insertCard(
          { dealerId, cardNo: body.cardNo, passwordHash: await hashPassword(password), balanceFen: body.balanceFen },
          { dealerId, kind: 'issue', amountFen: body.balanceFen, balanceFen: body.balanceFen, key: 'issue' },
        );
        return { cardNo: card.cardNo, password, balanceFen: card.balanceFen };
      } catch (error) {
        if (isUniqueViolation(error, 'charging_cards_dealer_card')) throw new AppError(ErrorCode.CARD_EXISTS);
        throw error;
      }
    },

    /**
     * Tops the balance up or sets it, once per the operator's request number: a replay with the same change answers
     * the card as it is, another change under a used number is refused. Setting while a charge holds part of the
     * balance sets what is left besides the hold.
     */
    async balance(
      dealerId: string,
      cardNo: string,
      body: { kind: 'topUp' | 'set'; amountFen: number; requestNo: string },
    ): Promise<OperatorCard> {
      return db.transaction(async (tx) => {
        const card = await repo.card(dealerId, cardNo, tx, true);
        if (!card) throw new AppError(ErrorCode.CARD_NOT_FOUND);
        const key = `op:${body.requestNo}`;
        const seen = await repo.recordByKey(tx, card.id, key);
        if (seen) {
          const same =
            seen.kind === body.kind &&
            (body.kind === 'topUp' ? seen.amountFen === body.amountFen : seen.balanceFen === body.amountFen);
          if (!same) throw new AppError(ErrorCode.CARD_REQUEST_REUSED);
          return operatorView(card);
        }
        const amountFen = body.kind === 'topUp' ? body.amountFen : body.amountFen - card.balanceFen;
        await repo.moveBalance(tx, card, { kind: body.kind, amountFen, key });
        return operatorView({ ...card, balanceFen: card.balanceFen + amountFen });
      });
    },

    async freeze(dealerId: string, cardNo: string, frozen: boolean): Promise<OperatorCard> {
      return db.transaction(async (tx) => {
        const card = await repo.card(dealerId, cardNo, tx, true);
        if (!card) throw new AppError(ErrorCode.CARD_NOT_FOUND);
        const next = frozen ? (card.frozen ?? 'operator') : null;
        await repo.updateCard(tx, card.id, { frozen: next });
        return operatorView({ ...card, frozen: next });
      });
    },
  };
}
export type CardsService = ReturnType<typeof createCardsService>;
