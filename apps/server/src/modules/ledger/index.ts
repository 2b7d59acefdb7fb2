export * from './ledger.domain';
export {
  createLedgerRepository,
  InsufficientBalanceError,
  LedgerKeyConflictError,
  type LedgerRepository,
  type NewTransfer,
  type PostedTransfer,
} from './ledger.repository';
export { checkLedger, runChecks, LEDGER_CHECKS, type InvariantCheck, type Violation } from './ledger-check';
