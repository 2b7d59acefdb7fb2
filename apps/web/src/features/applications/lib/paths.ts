import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';
/** The special-group benefit application screens (spec section 2 Other; decision 041). */
export const ApplyPaths = {
  INDEX: screen.userApply,
  CHECK_IN: screen.userApplyUserCheckIn,
  RESULT: screen.userApplyResult,
  HISTORY: screen.userApplyHistory,
} as const;

export const checkInPath = (programmeId: string) => href(screen.userApplyUserCheckIn, { programmeId });
export const resultPath = (applicationId: string) => href(screen.userApplyResult, { applicationId });
