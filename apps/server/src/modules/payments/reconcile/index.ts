export { reconcile, type Difference, type DifferenceKind } from './reconcile.domain';
export { reconcileDay, type ReconcileReport } from './reconcile.service';
