import { operations } from '../operation-schemas';
import { StaysDeskRoutes } from './routes';
import * as S from './schemas';
import { z } from 'zod';

export const StaysDeskOps = operations(StaysDeskRoutes, {
  searchStays: { query: S.StaysQuery, response: S.StayPage },
  stayDetail: { params: S.StayParams, response: S.StayDetail },
  recordEntry: { body: S.ManualEntry, response: S.StayDetail },
  recordExit: { params: S.StayParams, body: S.ManualExit, response: S.StayDetail },
  correctPlate: { params: S.StayParams, body: S.PlateCorrection, response: S.StayDetail },
  waiveFee: { params: S.StayParams, body: S.WaiveFee, response: S.StayDetail },
  adjustFee: { params: S.StayParams, body: S.AdjustFee, response: S.StayDetail },
  markFree: { params: S.StayParams, body: S.MarkFree, response: S.StayDetail },
  arrears: { query: S.ArrearsQuery, response: S.ArrearsPage },
  remindArrears: { body: S.ArrearsReminderRequest, response: S.ArrearsReminderResult },
  requestWriteOff: { params: S.StayParams, body: S.WriteOffRequest, response: S.WriteOff },
  writeOffs: { query: S.WriteOffsQuery, response: z.array(S.WriteOff) },
  decideWriteOff: { params: S.WriteOffParams, body: S.WriteOffDecision, response: S.WriteOff },
});
