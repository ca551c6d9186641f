import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { problemFormErrors } from '../../../lib/field-errors';
import { useSetStatisticsGrade, useStatisticsGrade } from '../../../lib/statistics-access';
import { GRADES } from '../grades';
import { PolicyCard } from './policy-card';

/** Grade 10: the lowest grade that reads the statistics (the server enforces it). */
export function StatisticsAccessSelect() {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const grade = useStatisticsGrade();
  const save = useSetStatisticsGrade();
  const shown = save.isPending ? save.variables.grade : grade;
  return (
    <PolicyCard title={t('member.statisticsTitle')}>
      <NativeSelect
        label={t('member.statisticsLabel')}
        description={t('member.statisticsDescription')}
        value={shown === undefined ? '' : String(shown)}
        disabled={shown === undefined || save.isPending}
        data={GRADES.map((value) => ({
          value,
          label: t('member.statisticsOption', { grade: value }),
        }))}
        maw={360}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          save.mutate(
            { grade: next },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'teal',
                  message: t('member.statisticsSaved', { grade: next }),
                });
              },
            },
          );
        }}
      />
      <FormError error={save.isError ? problemFormErrors(save.error, [], tErrors).form : null} />
    </PolicyCard>
  );
}
