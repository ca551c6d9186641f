import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero';
import { useSearchKeyword } from '../../../features/search/hooks/use-search-keyword';

/** The product list arrives with the catalogue issue; it already reads the search keyword. */
export function ProductListPage() {
  const { t } = useTranslation('product');
  const { t: tCommon } = useTranslation();
  const keyword = useSearchKeyword();
  return (
    <>
      <PageHero title={t('list.title')} />
      <Container size="xl" py="xl">
        {keyword !== '' && (
          <Text fw={600} mb="xs">
            {t('list.searching', { keyword })}
          </Text>
        )}
        <Text c="dimmed">{tCommon('comingSoon')}</Text>
      </Container>
    </>
  );
}
