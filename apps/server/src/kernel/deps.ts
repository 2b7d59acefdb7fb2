import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from '../events/bus';
import type { WechatApi } from '../integrations/wechat';
import type { JobQueue } from '../jobs/queue';
import type { Metrics } from '../observability/metrics';

/**
 * What every module's `create<Name>Module(deps, uses)` is given by `app.ts` (decision 097): the app's
 * settings and the infrastructure below the modules, opened once. What a module takes from another module comes in
 * its second argument, the earlier modules it names; the module builds its own ports from both.
 */
export interface ModuleDeps {
  config: Config;
  /** The app's database (drizzle); `database` is the same one with its pool, raw SQL and driver. */
  db: Db;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Periodic jobs on pg-boss (decision 029): `app.ts` starts the queue with every module's `jobs`. */
  queue: JobQueue;
  /** Events across nodes (decision 033): `app.ts` starts the bus with every module's `events`. */
  events: EventBus;
  metrics: Metrics;
  /**
   * The process's WeChat API when WeChat is configured: one access-token cache for every user of it (JS-SDK tickets,
   * template messages), since two would revoke each other.
   */
  wechatApi: WechatApi | undefined;
}
