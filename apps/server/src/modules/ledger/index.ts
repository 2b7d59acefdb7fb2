export * from './ledger.domain';
export {
  createLedgerRepository,
  InsufficientBalanceError,
  LedgerKeyConflictError,
  type DealerAccount,
  type LedgerRepository,
  type NewTransfer,
  type PostedTransfer,
} from './ledger.repository';
export { ledgerOf, type LedgerPort } from './ledger-port';
export { checkLedger, runChecks, LEDGER_CHECKS, type InvariantCheck, type Violation } from './ledger-check';
