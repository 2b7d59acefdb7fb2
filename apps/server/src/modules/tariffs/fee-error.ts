import { AppError, ErrorCode } from '@parking/contracts';

/** Why a quote was refused. */
export type FeeInputProblem =
  | 'INVALID_RULE'
  | 'INVALID_TIME'
  | 'NEGATIVE_DURATION'
  | 'DURATION_TOO_LONG'
  | 'INVALID_PAYMENT'
  | 'INVALID_COVERAGE'
  | 'INVALID_DISCOUNT'
  | 'INVALID_VEHICLE_CLASS';

/**
 * Inputs the fee engine refuses to price (a stay ending before it began, a year-long stay, a rule that does not
 * validate). A 400 to a client with a safe message; `problem` and `detail` are for logs and tests.
 */
export class FeeInputError extends AppError {
  readonly problem: FeeInputProblem;
  readonly detail: string;

  constructor(problem: FeeInputProblem, detail: string) {
    super(ErrorCode.INVALID_INPUT, '停车计费数据异常，请联系管理员');
    this.name = 'FeeInputError';
    this.problem = problem;
    this.detail = detail;
  }
}
