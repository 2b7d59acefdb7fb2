import {
  StaysDeskOps,
  type AdjustFee,
  type ArrearsPage,
  type ArrearsQuery,
  type ArrearsRow,
  type CursorPage,
  type ManualEntry,
  type ManualExit,
  type MarkFree,
  type PlateCorrection,
  type StaysQuery,
  type WaiveFee,
  type WriteOffDecision,
} from '@parking/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';

export const staysQuery = (query: StaysQuery) =>
  queryOptions({
    queryKey: ['stays', query],
    queryFn: () => api.call(StaysDeskOps.searchStays, { query }),
    placeholderData: keepPreviousData,
  });

export const stayDetailQuery = (stayId: string) =>
  queryOptions({
    queryKey: ['stay', stayId],
    queryFn: () => api.call(StaysDeskOps.stayDetail, { params: { stayId } }),
  });

export const arrearsQuery = (query: ArrearsQuery) =>
  queryOptions<CursorPage<ArrearsRow> & { totals?: ArrearsPage['totals'] }>({
    queryKey: ['arrears', query],
    queryFn: () => api.call(StaysDeskOps.arrears, { query }),
    placeholderData: keepPreviousData,
  });

export const writeOffsQuery = queryOptions({
  queryKey: ['writeOffs'],
  queryFn: () => api.call(StaysDeskOps.writeOffs, { query: { state: 'pending' } }),
});

/** 登记入场: a stay opened by hand (a lost plate read, a broken gate), with a reason; the lists are fetched again. */
export const useRecordEntry = () =>
  useWrite((body: ManualEntry) => api.call(StaysDeskOps.recordEntry, { body }), ['stays']);

export type Correction =
  | { kind: 'exit'; body: ManualExit }
  | { kind: 'plate'; body: PlateCorrection }
  | { kind: 'waive'; body: WaiveFee }
  | { kind: 'adjust'; body: AdjustFee }
  | { kind: 'free'; body: MarkFree }
  | { kind: 'writeOff'; body: { reason: string } };

/** One correction of a stay; every list and the stay itself are fetched again after it. */
export function useCorrection(stayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (c: Correction): Promise<unknown> => {
      const params = { stayId };
      switch (c.kind) {
        case 'exit':
          return api.call(StaysDeskOps.recordExit, { params, body: c.body });
        case 'plate':
          return api.call(StaysDeskOps.correctPlate, { params, body: c.body });
        case 'waive':
          return api.call(StaysDeskOps.waiveFee, { params, body: c.body });
        case 'adjust':
          return api.call(StaysDeskOps.adjustFee, { params, body: c.body });
        case 'free':
          return api.call(StaysDeskOps.markFree, { params, body: c.body });
        case 'writeOff':
          return api.call(StaysDeskOps.requestWriteOff, { params, body: c.body });
      }
    },
    onSuccess: () =>
      Promise.all(
        ['stay', 'stays', 'arrears', 'writeOffs'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}

export const useRemind = () =>
  useWrite((body: { plateNo: string; plateColor?: 2 }) => api.call(StaysDeskOps.remindArrears, { body }));

export const useDecideWriteOff = () =>
  useWrite(
    ({ id, body }: { id: string; body: WriteOffDecision }) =>
      api.call(StaysDeskOps.decideWriteOff, { params: { writeOffId: id }, body }),
    ['stays'],
    ['arrears'],
    ['writeOffs'],
  );
