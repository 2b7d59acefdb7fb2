/** The special-group benefit application screens (spec section 2 Other; decision 041). */
export const ApplyPaths = {
  INDEX: '/userApply',
  CHECK_IN: '/userApply/userCheckIn',
  RESULT: '/userApply/result',
  HISTORY: '/userApply/history',
} as const;

export const checkInPath = (programmeId: string) => `${ApplyPaths.CHECK_IN}?programmeId=${programmeId}`;
export const resultPath = (applicationId: string) => `${ApplyPaths.RESULT}?applicationId=${applicationId}`;
