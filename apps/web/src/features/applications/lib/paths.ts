import * as screen from '../../../lib/screen-paths.gen';
/** The special-group benefit application screens (spec section 2 Other; decision 041). */
export const ApplyPaths = {
  INDEX: screen.userApply,
  CHECK_IN: screen.userApplyUserCheckIn,
  RESULT: screen.userApplyResult,
  HISTORY: screen.userApplyHistory,
} as const;

export const checkInPath = (programmeId: string) => `${ApplyPaths.CHECK_IN}?programmeId=${programmeId}`;
export const resultPath = (applicationId: string) => `${ApplyPaths.RESULT}?applicationId=${applicationId}`;
