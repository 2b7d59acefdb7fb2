import type { FollowAlertPage, FollowKind, PageQuery } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { availabilityAlert, hourBucket, priceAlert } from './alert-rules';
import { publish, Topic } from '../../events/outbox';
import type { AlertsRepository, TicketAlertDraft } from './alerts.repository';
import type { PlaceItem, PlaceReader } from './follows.service';

/**
 * Follow alerts (decision 059). Events only name a place; the handler reads the place NOW through the same reads as
 * the follow list, and judges the change against what was last seen of it (follow_place_states, locked while it
 * decides): a place that was full and has space → 空位提醒, a different price text → 调价提醒 (old → new). Each
 * follower of the place's dealer with that switch on gets one, at most one per kind and place in a Shanghai hour.
 */
export function createAlertsService(deps: {
  db: Db;
  repo: AlertsRepository;
  clock: Clock;
  places: PlaceReader;
  /** The park and dealer of a parking session (its enter or leave changes the park's free spaces). */
  stayPlace: (stayId: string) => Promise<{ parkId: string; dealerId: string } | undefined>;
}) {
  const { db, repo, clock } = deps;

  async function readPlace(kind: FollowKind, dealerId: string, targetId: string): Promise<PlaceItem | undefined> {
    const ids = { park: [], station: [], [kind]: [targetId] };
    return (await deps.places(dealerId, ids)).get(`${kind}:${targetId}`);
  }

  /** The place changed (a stay, a connector, a fee rule): alerts for its followers when worth telling. */
  async function onPlaceChanged(kind: FollowKind, dealerId: string | null, targetId: string): Promise<number> {
    if (!dealerId || !(await repo.followed(kind, targetId))) return 0;
    const place = await readPlace(kind, dealerId, targetId);
    if (!place) return 0;
    const at = clock.now();
    return db.transaction(async (tx) => {
      const before = await repo.swapState(tx, kind, targetId, place, at);
      if (!before) return 0; // first sight: the starting point of later changes
      const draft = { targetKind: kind, targetId, dealerId, name: place.name, hourBucket: hourBucket(at), at };
      const availability = availabilityAlert(kind, before.freeNum, place);
      const price = priceAlert(before.priceText, place);
      let written = 0;
      if (availability) written += await repo.fanOut(tx, { ...draft, kind: 'availability', text: availability });
      if (price) written += await repo.fanOut(tx, { ...draft, kind: 'price', text: price });
      return written;
    });
  }

  return {
    onPlaceChanged,

    async onStay(stayId: string): Promise<void> {
      const stay = await deps.stayPlace(stayId);
      if (stay) await onPlaceChanged('park', stay.dealerId, stay.parkId);
    },

    /** A new follow: what the place looks like now, unless the place is already watched. */
    remember: (kind: FollowKind, place: PlaceItem) => repo.remember(kind, place.targetId, place, clock.now()),

    async list(driverId: string, query: PageQuery): Promise<FollowAlertPage> {
      const { rows, total, unread } = await repo.page(driverId, query.pageNo, query.pageSize);
      return {
        results: rows.map((r) => ({
          alertId: String(r.id),
          kind: r.kind,
          targetKind: r.targetKind,
          targetId: r.targetId,
          name: r.name,
          text: r.text,
          createdAt: r.createdAt.toISOString(),
          read: r.readAt !== null,
        })),
        totalRecord: total,
        unread,
      };
    },

    async read(driverId: string, alertIds: string[] | undefined): Promise<{ unread: number }> {
      return db.transaction(async (tx) => {
        const { unread, tickets } = await repo.markRead(driverId, alertIds?.map(Number), clock.now(), tx);
        // The service desk's open ticket shows 车主已读 without a reload (its push stream, decision 088).
        for (const t of new Map(tickets.map((x) => [x.targetId, x])).values()) {
          await publish(tx, { topic: Topic.SUPPORT_TICKET, dealerId: t.dealerId, subject: t.targetId });
        }
        return { unread };
      });
    },

    /**
     * An agent answered one of the driver's tickets: one alert in their 提醒 list per answer, in `tx` (the support
     * module's handler of `support.reply`, decision 088 amended). Answers whether it was written.
     */
    notifyAnswer: (tx: Db, draft: TicketAlertDraft) => repo.notify(tx, draft),

    /** The latest answer's alert of a ticket, for the service desk: when, and whether the driver read it. */
    async ticketAlert(ticketId: string): Promise<{ at: string; read: boolean } | null> {
      const row = await repo.latestOfTicket(ticketId);
      return row ? { at: row.createdAt.toISOString(), read: row.readAt !== null } : null;
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
