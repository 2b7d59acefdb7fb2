import { useQuery } from '@tanstack/react-query';
import { mapKeyQuery } from '../../../api/basic/map-key';
import { mapTypeQuery } from '../../../api/basic/map-type';
import { loadMapSdk, mapProviderOf, type LoadedSdk } from '../lib/map-sdk';

export type MapSdkState = { status: 'loading' } | { status: 'ready'; sdk: LoadedSdk } | { status: 'unavailable' };

/**
 * The dealer's map SDK: its type and key from the basic config, then the script (8 s at most). Any failure — no key,
 * no network, a config call that fails — ends in `unavailable`, and the page shows its list and schematic instead.
 */
export function useMapSdk(): MapSdkState {
  const type = useQuery(mapTypeQuery());
  const key = useQuery(mapKeyQuery());
  const provider = type.data && key.data ? mapProviderOf(type.data, key.data) : undefined;
  const settled = (type.isSuccess || type.isError) && (key.isSuccess || key.isError);
  const sdk = useQuery({
    queryKey: ['map-sdk', provider?.kind ?? 'none', provider?.key ?? ''],
    queryFn: () => loadMapSdk(provider),
    enabled: settled,
    retry: false,
    staleTime: Infinity,
  });
  if (sdk.isSuccess) return { status: 'ready', sdk: sdk.data };
  if (sdk.isError || (settled && !provider)) return { status: 'unavailable' };
  return { status: 'loading' };
}
