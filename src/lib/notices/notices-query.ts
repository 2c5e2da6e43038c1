// The notice list, cached for five minutes (spec §9). Any failure, or `success: false`, is an empty
// list (spec §7, §8: the notice module swallows all errors), so a screen never shows an error here.
import { useQuery } from '@tanstack/react-query';
import { getListUniqueMessagesQueryOptions } from '@generated/content/endpoints/notices/notices';
import type { UniqueNotice } from '@generated/content/model';

export const NOTICES_CACHE_MS = 300_000;

export const uniqueNoticesQuery = () => ({
  ...getListUniqueMessagesQueryOptions(),
  staleTime: NOTICES_CACHE_MS,
  retry: false,
});

const NONE: UniqueNotice[] = [];

/** The notices that are known now; [] while loading, on failure and when the site says so. */
export function useUniqueNotices(): UniqueNotice[] {
  const { data } = useQuery(uniqueNoticesQuery());
  return data?.success ? data.data : NONE;
}
