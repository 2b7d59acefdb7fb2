import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeletionCheckItem } from '@parking/contracts';
import type { EventHandler } from '../events/bus';
import type { Job } from '../jobs/queue';
import type { GaugeSource } from '../observability/metrics';

export type { Job };

/** Registers one route plugin, its options already bound, on the scope `app.ts` hands it. */
export type Mount = (scope: FastifyInstance) => PromiseLike<unknown>;

/** Binds a route plugin to its options; the scope (and so its prefix and hooks) is chosen by `app.ts`. */
export function mount<O extends object>(plugin: FastifyPluginAsyncZod<O>, options: O): Mount {
  return (scope) => scope.register(plugin, options);
}

/**
 * Where a module's routes sit under /api: `open` routes identify their caller themselves (health, signed devices,
 * provider notifications); `driver` routes have req.dealer from the payload; `operator` routes sit under
 * /operator/v1 and take identity from the operator's token.
 */
export interface ModuleRoutes {
  open?: Mount[];
  driver?: Mount[];
  operator?: Mount[];
}

/**
 * What every module's `create<Name>Module(deps, uses)` returns: the services other modules and tests use, and what
 * `app.ts` registers uniformly — routes, jobs, and the account-deletion checks and erasers of the data it owns.
 */
export interface ServerModule<Services> {
  services: Services;
  routes?: ModuleRoutes;
  /**
   * Hooks put on a zone's scope before any module's routes there (the dealer of driver requests, the operators'
   * audit), in the order the modules are listed.
   */
  scopes?: { [Zone in keyof ModuleRoutes]?: (scope: FastifyInstance) => void };
  /**
   * What the module puts on the app itself, before the routes: request decorators (requireDriver), handles tests use
   * (`app.payments`), routes outside /api. Run in the order the modules are listed.
   */
  install?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Takes what every module brings for it, once they all exist, in the order they are listed: the driver module
   * the account-deletion rules, the basic module the pictures' references.
   */
  gather?: (modules: readonly ServerModule<unknown>[]) => void;
  jobs?: Job[];
  /** Reactions to outbox events that must happen once in the cluster (decision 033). */
  events?: EventHandler[];
  deletion?: ModuleDeletion;
  /** Uploaded pictures the module's rows refer to, by name: the sweep of uploads keeps them. */
  pictureReferences?: Record<string, PictureReferenceFinder>;
  /** Gauges of the module's own rows, read when /metrics is scraped (decision 079): cheap, indexed queries. */
  metrics?: GaugeSource[];
  /** Finishes work in flight (background calls, sandbox deliveries) before the database closes. */
  stop?: () => Promise<void>;
  /** Writes what the module buffers (e.g. searches) once requests in flight have ended, before the database closes. */
  flush?: () => Promise<void>;
}

/** Account deletion: checks that may refuse it (in the order drivers see them) and erasers of the module's data. */
export interface ModuleDeletion {
  checks?: DeletionCheck[];
  erasers?: DeletionEraser[];
}

/** The account being considered for deletion. */
export interface DeletionSubject {
  id: string;
  dealerId: string;
  phone: string | null;
}

/**
 * One thing checked before an account may be deleted. A blocking check that fails stops the deletion (unpaid orders,
 * wallet balance, an active monthly plan); a non-blocking one only tells the driver what they will lose.
 */
export interface DeletionCheck extends DeletionCheckItem {
  evaluate(subject: DeletionSubject): Promise<{ passed: boolean; detail: string }>;
}

/** Removes a module's personal data of a deleted account (plates, memberships); must be safe to run twice. */
export interface DeletionEraser {
  key: string;
  erase(subject: DeletionSubject): Promise<void>;
}

/** Which of some picUrls a module's rows refer to (the pictures sweep keeps those, deletes the others). */
export type PictureReferenceFinder = (picUrls: readonly string[]) => Promise<Iterable<string>>;

/** An earlier module as a later one takes it (`createInvoicesModule(deps, { payments })`): its services. */
export type ModuleOf<Services> = Pick<ServerModule<Services>, 'services'>;

/** The route mounts of one zone, in the order the modules are listed. */
export function mountsOf(modules: readonly ServerModule<unknown>[], zone: keyof ModuleRoutes): Mount[] {
  return modules.flatMap((module) => module.routes?.[zone] ?? []);
}
