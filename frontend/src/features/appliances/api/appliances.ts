import type { Appliance, ApplianceBarcodeLookup, ApplianceCategory, CreateApplianceBody, UpdateApplianceBody } from '@sous/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client';
import { upsertRows } from '@/lib/list-merge';

/** The list key is the URL (spec 000 §7); socket `appliance:*` events keep it live (lib/socket-cache). */
export const appliancesKey = ['/api/appliances'] as const;
export const applianceCategoriesKey = ['/api/appliance-categories'] as const;

/** `GET /api/appliances`: the household's kitchen. */
export async function fetchAppliances(signal?: AbortSignal): Promise<Appliance[]> {
  return (await getJson<Appliance[]>(appliancesKey[0], 'throw', signal)) ?? [];
}

export const appliancesQueryOptions = () => queryOptions({ queryKey: appliancesKey, queryFn: ({ signal }) => fetchAppliances(signal) });

export function useAppliances() {
  return useQuery(appliancesQueryOptions());
}

/** `GET /api/appliance-categories`: the instance's category tree; it rarely changes. */
export async function fetchApplianceCategories(signal?: AbortSignal): Promise<ApplianceCategory[]> {
  return (await getJson<ApplianceCategory[]>(applianceCategoriesKey[0], 'throw', signal)) ?? [];
}

export const applianceCategoriesQueryOptions = () =>
  queryOptions({ queryKey: applianceCategoriesKey, queryFn: ({ signal }) => fetchApplianceCategories(signal), staleTime: 60 * 60 * 1000 });

export function useApplianceCategories() {
  return useQuery(applianceCategoriesQueryOptions());
}

/** `GET /api/appliances/barcode/:code`: what a code names; 404 when nobody knows it. */
export async function lookUpApplianceBarcode(code: string): Promise<ApplianceBarcodeLookup> {
  return (await (await apiRequest('GET', `/api/appliances/barcode/${encodeURIComponent(code)}`)).json()) as ApplianceBarcodeLookup;
}

export function useLookUpApplianceBarcode() {
  return useMutation({ mutationFn: lookUpApplianceBarcode });
}

/** `POST /api/appliances`. */
export async function createAppliance(body: CreateApplianceBody): Promise<Appliance> {
  return (await (await apiRequest('POST', '/api/appliances', body)).json()) as Appliance;
}

/** `PATCH /api/appliances/:id`. */
export async function updateAppliance({ id, changes }: { id: string; changes: UpdateApplianceBody }): Promise<Appliance> {
  return (await (await apiRequest('PATCH', `/api/appliances/${encodeURIComponent(id)}`, changes)).json()) as Appliance;
}

/** `DELETE /api/appliances/:id`. */
export async function deleteAppliance(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/appliances/${encodeURIComponent(id)}`);
}

/** The answer into the list at once; the socket event brings the same row to the other devices. */
function upsert(queryClient: QueryClient, row: Appliance) {
  queryClient.setQueryData<Appliance[]>(appliancesKey, (list) => list && upsertRows(list, [row]));
}

export function useCreateAppliance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAppliance, onSuccess: (row) => upsert(queryClient, row) });
}

/** Optimistic for the active switch: it flips at once and flips back if the server refuses. */
export function useUpdateAppliance({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateAppliance,
    onMutate: async ({ id, changes }) => {
      if (changes.isActive === undefined) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: appliancesKey });
      const previous = queryClient.getQueryData<Appliance[]>(appliancesKey)?.find((a) => a.id === id);
      queryClient.setQueryData<Appliance[]>(appliancesKey, (list) => list?.map((a) => (a.id === id ? { ...a, isActive: Boolean(changes.isActive) } : a)));
      return { previous };
    },
    onSuccess: (row) => upsert(queryClient, row),
    onError: (_error, _change, context) => {
      if (context?.previous) upsert(queryClient, context.previous);
    },
  });
}

export function useDeleteAppliance({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: deleteAppliance,
    onSuccess: (_done, id) => queryClient.setQueryData<Appliance[]>(appliancesKey, (list) => list?.filter((a) => a.id !== id)),
  });
}
