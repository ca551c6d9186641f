import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export function ProductDetailPage() {
  const { t } = useTranslation('product');
  return <PagePlaceholder title={t('detail.title')} />;
}
