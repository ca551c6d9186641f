import type { StatisticsAccess } from '@app/contract/statistics-access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from './api-client';
import { useAuthStore } from './auth-store';

const statisticsAccessKey = ['statistics-access'] as const;

/** The lowest grade that reads the statistics, as the top administrator chose it. */
export function useStatisticsGrade(): number | undefined {
  const signedIn = useAuthStore((state) => state.userInfo !== null);
  return useQuery({
    queryKey: statisticsAccessKey,
    queryFn: ({ signal }) =>
      requestJson<StatisticsAccess>('/admin/v1/statistics-access', { auth: true, signal }),
    enabled: signedIn,
  }).data?.grade;
}

/** Whether the signed-in member reads the statistics; false until that is known. */
export function useMayReadStatistics(): boolean {
  const grade = useAuthStore((state) => state.userInfo?.grade ?? 0);
  const needed = useStatisticsGrade();
  return needed !== undefined && grade >= needed;
}

/** Grade 10: choose that grade. */
export function useSetStatisticsGrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StatisticsAccess) =>
      requestJson<StatisticsAccess>('/admin/v1/statistics-access', {
        method: 'PUT',
        body: input,
        auth: true,
      }),
    meta: { errorReport: 'none' },
    onSuccess: (access) => {
      queryClient.setQueryData(statisticsAccessKey, access);
    },
  });
}
