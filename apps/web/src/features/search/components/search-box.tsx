import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, useLanguage } from '../../../lib/i18n/language';
import { LANGUAGE_PARAM } from '../../../lib/i18n/language-url';
import { useNavigate } from '../../../lib/i18n/localized-navigation';
import { PRODUCT_LIST_PATH } from '../../../lib/product-list-url';
import { useSearchKeyword } from '../hooks/use-search-keyword';
import { KEYWORD_MAX_LENGTH, searchHref } from '../keyword';

/** The product search box; submitting opens the product list for the keyword. */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation('search');
  const keyword = useSearchKeyword();
  const navigate = useNavigate();
  const language = useLanguage();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    void navigate(searchHref(typeof value === 'string' ? value : ''));
    onSearch?.();
  };

  return (
    // Before the app has started (a rendered page), the browser submits the form itself.
    <form
      role="search"
      action={PRODUCT_LIST_PATH}
      method="get"
      onSubmit={submit}
      aria-label={t('label')}
    >
      {language !== DEFAULT_LANGUAGE && (
        <input type="hidden" name={LANGUAGE_PARAM} value={language} />
      )}
      <TextInput
        // Re-mounted when the URL's keyword changes, so the box shows the search being viewed.
        key={keyword}
        name="keyword"
        type="search"
        defaultValue={keyword}
        aria-label={t('label')}
        placeholder={t('placeholder')}
        maxLength={KEYWORD_MAX_LENGTH}
        radius="xl"
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" variant="subtle" radius="xl" aria-label={t('submit')}>
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );
}
