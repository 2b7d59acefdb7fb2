import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is writing, from where and by which operation: set around an operator write's handler (decision 082). */
export interface AuditContext {
  dealerId: string;
  operatorId: string;
  operatorName: string;
  ip: string;
  requestId: string;
  /** The route key, `PUT /operator/v1/parks/:parkId`. */
  operation: string;
  /** The reason the operator gave (a body's `reason`), if the operation asks for one. */
  reason: string | null;
  at: Date;
  /** Entries the handler recorded in its own transactions; none means the kernel records the request. */
  recorded: number;
}

const current = new AsyncLocalStorage<AuditContext>();

/** Runs an operator write's handler with its audit context. */
export const runAudited = <T>(context: AuditContext, fn: () => T): T => current.run(context, fn);

/** The audit context of the operator write in progress, if any (none in jobs, CLIs and driver requests). */
export const auditContext = (): AuditContext | undefined => current.getStore();
