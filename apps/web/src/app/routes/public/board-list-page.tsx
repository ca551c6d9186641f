import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function BoardListPage() {
  const { t } = useTranslation('board');
  return <PagePlaceholder title={t('list.title')} />;
}
