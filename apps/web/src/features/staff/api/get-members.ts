import type { Paged } from '@app/contract/common';
import type { Member, MemberListQuery } from '@app/contract/member';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function getMembers(query: MemberListQuery, signal?: AbortSignal): Promise<Paged<Member>> {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.keyword !== undefined && query.keyword !== '') params.set('keyword', query.keyword);
  return requestJson<Paged<Member>>(`/admin/v1/member?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const membersQueryOptions = (query: MemberListQuery) =>
  queryOptions({
    queryKey: staffKeys.memberList(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: MemberListQuery) => useQuery(membersQueryOptions(query));
