import {
  Appeal,
  Evaluation,
  ParkOrderDetail,
  ParkOrderPath,
  PARK_ORDER_APPEALS_PATH,
  EVALUATIONS_PATH,
  PictureUploaded,
  type CreateAppeal,
  type CreateEvaluation,
  type ParkOrderRef,
  type PlateColor,
} from '@parking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { parkingKeys } from './park-orders';

/** After an action changes an order, every parking list and detail is read again. */
function useInvalidatingMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: parkingKeys.all }) });
}

/** driverActiveCarOut: the driver ends their road-side stay. */
export const useActiveCarOut = () =>
  useInvalidatingMutation((ref: ParkOrderRef) => api.post(ParkOrderPath.ACTIVE_CAR_OUT, ref, ParkOrderDetail));

export const useCreateAppeal = () =>
  useInvalidatingMutation((input: CreateAppeal) => api.post(PARK_ORDER_APPEALS_PATH, input, Appeal));

export const useEvaluate = () =>
  useInvalidatingMutation((input: CreateEvaluation) => api.post(EVALUATIONS_PATH, input, Evaluation));

/** Binds a plate to the driver (the vehicles API). */
export const useBindPlate = () =>
  useInvalidatingMutation((plate: { plateNo: string; plateColor: PlateColor | undefined }) =>
    api.post('/driver/v2/api/plates', plate),
  );

/** Uploads a picture (base64) for a complaint; resolves with its picUrl. */
export async function uploadPicture(file: File): Promise<string> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  const suffix = file.name.includes('.')
    ? file.name.slice(file.name.lastIndexOf('.') + 1)
    : (file.type.split('/')[1] ?? '');
  const { picUrl } = await api.upload('/basic/v2/api/pictures', { fileData: dataUrl, suffix }, PictureUploaded);
  return picUrl;
}
