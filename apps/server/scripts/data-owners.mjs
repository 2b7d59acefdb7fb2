// The owner of every table file, and the declared read models (decision 095): read by scripts/data-ownership.mjs,
// which measures, and by eslint.config.js, whose zones hold a module to its own tables.

/**
 * The owner of each schema file: the module that writes its tables (mostly by name). `null`: shared kernel files any
 * module may import — the column helpers; and the index, which the layers below and above the modules use (the db
 * client, drizzle-kit, demo data, tests) but the lint keeps from the modules (the measure counts a name imported through
 * it against the file that defines it). The dealers module owns `dealers`, the tenant. `events` (the outbox) and
 * `security` (request nonces) belong to layers below the modules (src/events, src/plugins): no module owns them.
 */
export const SCHEMA_OWNERS = {
  'applications.ts': 'applications',
  'audit.ts': 'audit',
  'basic.ts': 'basic',
  'bookings.ts': 'bookings',
  'charging-tags.ts': 'charging',
  'charging.ts': 'charging',
  'columns.ts': null,
  'coupons.ts': 'coupons',
  'dealers.ts': 'dealers',
  'device-links.ts': 'device-links',
  'discovery.ts': 'parks',
  'drivers.ts': 'driver',
  'events.ts': '(events layer)',
  'follows.ts': 'follows',
  'h5-pages.ts': 'basic',
  'index.ts': null,
  'invoices.ts': 'invoices',
  'ledger.ts': 'ledger',
  'messages.ts': 'publicity',
  'monthly-plan-groups.ts': 'monthly-plans',
  'monthly-plans.ts': 'monthly-plans',
  'operators.ts': 'operators',
  'parking.ts': 'parking',
  'parks.ts': 'parks',
  'payments.ts': 'payments',
  'publicity.ts': 'publicity',
  'reports.ts': 'reports',
  'reconciliation.ts': 'reconciliation',
  'rewards.ts': 'rewards',
  'security.ts': '(plugins layer)',
  'sessions.ts': 'sessions',
  'sharing.ts': 'sharing',
  'stays-desk.ts': 'stays-desk',
  'support.ts': 'support',
  'vehicles.ts': 'vehicles',
  'verification.ts': 'verification',
  'wallet.ts': 'wallet',
};

/**
 * Read models (issue 38's "a query module with its own zone"): the console's cross-area searches, which join many
 * owners' tables in one query to list and filter (a port per join would turn one indexed query into many). They read
 * only: every write goes through the owner's port (stays-desk's corrections through parking's staysPort). Paths under
 * src/modules; each may import the schema files listed, and no other.
 */
export const READ_MODELS = {
  // The stays desk (issue 40, decision 091): stays with their payments, refunds, invoices, coupons, tickets, plates.
  'stays-desk': [
    'audit.ts',
    'coupons.ts',
    'drivers.ts',
    'invoices.ts',
    'parking.ts',
    'parks.ts',
    'payments.ts',
    'support.ts',
    'vehicles.ts',
  ],
  // The drivers desk's reads (decision 088): a driver with plates, stays, orders, plans, tickets and applications.
  'driver/desk.repository.ts': [
    'applications.ts',
    'monthly-plans.ts',
    'parking.ts',
    'parks.ts',
    'payments.ts',
    'support.ts',
    'vehicles.ts',
  ],
  // The refund desk's list (issue 38): a park-scoped operator's requests, filtered by the parks of the stays an
  // order paid inside the one paged query.
  'payments/refund-requests.read-model.ts': ['parking.ts'],
  // The nearby list's page details (decision 084): the cars inside each park of the page, counted in the same query
  // as the fee rule in force (parking imports parks, so a parking port here would be a circle).
  'parks/nearby.read-model.ts': ['parking.ts'],
  // Authentication's token lookup: a token with its session and its driver's standing, one query on every request
  // (driver uses sessions, so a driver port would be a circle).
  'sessions/token-driver.read-model.ts': ['drivers.ts'],
  // A driver's park orders: stays with their parks and berths (names, the kind filter), visible through the driver's
  // bound plates, in one paged query.
  'parking/orders/park-orders.repository.ts': ['parks.ts', 'vehicles.ts'],
  // The driver's 消息中心: notices, charging and payment orders, plan reviews and ticket events (with park names) in
  // one paged union with the driver's read marks.
  'publicity/messages.repository.ts': ['monthly-plans.ts', 'charging.ts', 'parks.ts', 'payments.ts', 'support.ts'],
};
