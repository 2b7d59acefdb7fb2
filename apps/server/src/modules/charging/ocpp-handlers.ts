import type { ConnectorStatus } from '@parking/contracts';
import { createRPCError, type RPCClient } from 'ocpp-rpc';
import type { SampledValue } from './ocpp.domain';
import type { ChargingOrdersRepository } from './charging-orders.repository';
import type { ChargingOrdersService } from './charging-orders.service';
import type { TagStarts } from './tag-starts';

/** What we ask chargers: a Heartbeat this often (seconds), BootNotification's interval. */
const HEARTBEAT_INTERVAL_S = 300;

/** Wraps a handler to time it (the central system's stats and metrics). */
export type Timed = <P, R>(
  method: string,
  fn: (params: P) => Promise<R>,
) => (call: { params?: Record<string, unknown> }) => Promise<Record<string, unknown>>;

/**
 * The charger's messages to the central system (OCPP 1.6J, charge point → central system) and their answers; a
 * message we do not take gets NotImplemented. Commands the other way are the central system's dispatch.
 */
export function answerChargerMessages(
  client: RPCClient,
  chargerId: string,
  {
    repo,
    ocpp,
    tags,
    timed,
    seen,
  }: {
    repo: ChargingOrdersRepository;
    ocpp: ChargingOrdersService['ocpp'];
    tags: Pick<TagStarts, 'authorize' | 'startTransaction'> | undefined;
    timed: Timed;
    /** Notes that the charger was seen (a Heartbeat): written with the next lease renewal, not per message. */
    seen: (chargerId: string) => void;
  },
): void {
  client.handle(
    'BootNotification',
    timed(
      'BootNotification',
      async (p: { chargePointVendor: string; chargePointModel: string; firmwareVersion?: string }) => {
        await repo.chargerBooted(chargerId, {
          vendor: p.chargePointVendor,
          model: p.chargePointModel,
          firmware: p.firmwareVersion ?? null,
        });
        return { status: 'Accepted', currentTime: new Date().toISOString(), interval: HEARTBEAT_INTERVAL_S };
      },
    ),
  );
  client.handle(
    'Heartbeat',
    timed('Heartbeat', async () => {
      seen(chargerId);
      return { currentTime: new Date().toISOString() };
    }),
  );
  client.handle(
    'StatusNotification',
    timed(
      'StatusNotification',
      async (p: { connectorId: number; status: ConnectorStatus; errorCode: string; timestamp?: string }) => {
        await ocpp.statusNotification(chargerId, p);
        return {};
      },
    ),
  );
  client.handle(
    'Authorize',
    timed('Authorize', async (p: { idTag: string }) => {
      const status = await ocpp.authorize(chargerId, p.idTag);
      return {
        idTagInfo: {
          status: status === 'Invalid' && tags ? await tags.authorize(chargerId, p.idTag) : status,
        },
      };
    }),
  );
  client.handle(
    'StartTransaction',
    timed(
      'StartTransaction',
      async (p: { connectorId: number; idTag: string; meterStart: number; timestamp: string }) => {
        let started: { transactionId: number; status: string } = await ocpp.startTransaction(chargerId, p);
        // No app order carries the tag: a card or a VIN may (plug and charge).
        if (started.status === 'Invalid' && started.transactionId === 0 && tags) {
          started = await tags.startTransaction(chargerId, p);
        }
        return { transactionId: started.transactionId, idTagInfo: { status: started.status } };
      },
    ),
  );
  client.handle(
    'MeterValues',
    timed(
      'MeterValues',
      async (p: {
        connectorId: number;
        transactionId?: number;
        meterValue: { timestamp: string; sampledValue: SampledValue[] }[];
      }) => {
        await ocpp.meterValues(chargerId, p);
        return {};
      },
    ),
  );
  client.handle(
    'StopTransaction',
    timed(
      'StopTransaction',
      async (p: { transactionId: number; meterStop: number; timestamp: string; reason?: string }) => {
        const status = await ocpp.stopTransaction(chargerId, p);
        return { idTagInfo: { status } };
      },
    ),
  );
  client.handle(
    'DataTransfer',
    timed('DataTransfer', async () => ({ status: 'UnknownVendorId' })),
  );
  client.handle(
    'DiagnosticsStatusNotification',
    timed('DiagnosticsStatusNotification', async () => ({})),
  );
  client.handle(
    'FirmwareStatusNotification',
    timed('FirmwareStatusNotification', async () => ({})),
  );
  client.handle(() => {
    throw createRPCError('NotImplemented');
  });
}
