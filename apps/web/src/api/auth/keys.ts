/** Query keys of the logged-in driver's data; all of it is dropped when the driver logs in or out. */
export const driverKeys = {
  all: ['driver'] as const,
  loginInfo: ['driver', 'loginInfo'] as const,
  groups: ['driver', 'groups'] as const,
  deletionCheck: ['driver', 'deletionCheck'] as const,
};
