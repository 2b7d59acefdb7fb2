export {
  createSandboxProvider,
  type CheckoutView,
  type SandboxProvider,
  type SandboxProviderOptions,
} from './sandbox-provider';
export {
  createSandboxNotifier,
  type DeliveryTransport,
  type NotificationDelivery,
  type SandboxNotifier,
} from './sandbox-notifier';
export { SandboxHeader, signSandboxBody } from './sandbox-signing';
export {
  createSandboxWithholding,
  SANDBOX_WITHHOLD_LIMIT_FEN,
  type ContractView,
  type SandboxWithholding,
} from './sandbox-withholding';
