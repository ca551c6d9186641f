import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageField } from '../../../lib/i18n/language-field';

/** Keyword search over titles and text, for the public board and the staff table alike. */
export function PostSearchForm({
  keyword,
  onSearch,
}: {
  keyword: string;
  /** Called with the trimmed keyword ('' clears the search). */
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation('board');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    // Keyed by the keyword so the field follows the URL (back/forward, "all posts"). Before the
    // app starts, the browser sends it to the list itself, on its first page.
    <form method="get" onSubmit={submit} role="search" key={keyword}>
      <LanguageField />
      <Group gap="xs" wrap="nowrap">
        <TextInput
          name="keyword"
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          defaultValue={keyword}
          maxLength={100}
          w={{ base: '100%', sm: 260 }}
        />
        {/* Whole on a phone: the field gives way, not the button's word (검색 cut to 검). */}
        <Button
          type="submit"
          variant="default"
          flex="none"
          leftSection={<IconSearch size={16} aria-hidden />}
        >
          {t('list.search')}
        </Button>
      </Group>
    </form>
  );
}
