import { operations } from '../operation-schemas';
import { StaysDeskRoutes } from './routes';
import {
  AdjustFee,
  ArrearsPage,
  ArrearsQuery,
  ArrearsReminderRequest,
  ArrearsReminderResult,
  ManualEntry,
  ManualExit,
  MarkFree,
  PlateCorrection,
  StayDetail,
  StayPage,
  StayParams,
  StaysQuery,
  WaiveFee,
  WriteOff,
  WriteOffDecision,
  WriteOffParams,
  WriteOffRequest,
  WriteOffsQuery,
} from './schemas';
import { z } from 'zod';

export const StaysDeskOps = operations(StaysDeskRoutes, {
  searchStays: { query: StaysQuery, response: StayPage },
  stayDetail: { params: StayParams, response: StayDetail },
  recordEntry: { body: ManualEntry, response: StayDetail },
  recordExit: { params: StayParams, body: ManualExit, response: StayDetail },
  correctPlate: { params: StayParams, body: PlateCorrection, response: StayDetail },
  waiveFee: { params: StayParams, body: WaiveFee, response: StayDetail },
  adjustFee: { params: StayParams, body: AdjustFee, response: StayDetail },
  markFree: { params: StayParams, body: MarkFree, response: StayDetail },
  arrears: { query: ArrearsQuery, response: ArrearsPage },
  remindArrears: { body: ArrearsReminderRequest, response: ArrearsReminderResult },
  requestWriteOff: { params: StayParams, body: WriteOffRequest, response: WriteOff },
  writeOffs: { query: WriteOffsQuery, response: z.array(WriteOff) },
  decideWriteOff: { params: WriteOffParams, body: WriteOffDecision, response: WriteOff },
});
