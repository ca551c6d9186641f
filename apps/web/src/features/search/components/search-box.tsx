import type { Suggestion } from '@app/contract/search';
import { ActionIcon, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, type SubmitEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/language';
import { LanguageField } from '../../../lib/i18n/language-field';
import { useNavigate } from '../../../lib/i18n/localized-navigation';
import { PRODUCT_LIST_PATH } from '../../../lib/product-list-url';
import { useSuggestions } from '../api/get-suggestions';
import { useSearchKeyword } from '../hooks/use-search-keyword';
import { KEYWORD_MAX_LENGTH, normalizeKeyword, searchHref } from '../keyword';
import { movedActive, suggestionHref, suggestionKey } from '../suggestion';
import { SuggestionList } from './suggestion-list';
import classes from './search-box.module.css';

/** Long enough to skip the keystrokes of a word typed quickly, short enough to feel immediate. */
const SUGGEST_DELAY_MS = 120;

/**
 * The product search box; submitting opens the product list for the keyword. As the visitor
 * types, it suggests words, products and categories in a listbox: the WAI-ARIA combobox with
 * list autocomplete (the arrows move through the options, Enter opens one, Escape closes the
 * list, then clears the box). Before the app has started, it is a plain form.
 */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const keyword = useSearchKeyword();
  // Started again when the URL's keyword changes, so the box shows the search being viewed.
  return <SearchCombobox key={keyword} keyword={keyword} onSearch={onSearch} />;
}

function SearchCombobox({ keyword, onSearch }: { keyword: string; onSearch?: () => void }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const language = useLanguage();
  const listboxId = useId();
  const [value, setValue] = useState(keyword);
  // What to suggest for: only what the visitor typed here (a page's keyword asks for nothing).
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(query, SUGGEST_DELAY_MS);
  const { data } = useSuggestions(debounced, language);

  const items = query !== '' && data ? data.items : [];
  const expanded = open && items.length > 0;
  const active = expanded ? items.findIndex((item) => suggestionKey(item) === activeKey) : -1;
  const optionId = (index: number) => `${listboxId}-option-${String(index)}`;

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };
  const go = (href: string) => {
    close();
    void navigate(href);
    onSearch?.();
  };
  const choose = (chosen: Suggestion) => {
    // A word becomes the search, and the box shows it.
    if (chosen.kind === 'word') setValue(chosen.text);
    go(suggestionHref(chosen));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('keyword');
    go(searchHref(typeof typed === 'string' ? typed : ''));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key that ends a Korean syllable's composition belongs to the input method.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        // The list was closed (Escape): show it again for what is in the box.
        setOpen(true);
        setQuery(normalizeKeyword(value));
      }
      const next = items[movedActive(active, items.length, event.key)];
      setActiveKey(next === undefined ? null : suggestionKey(next));
    } else if (event.key === 'Enter' && active >= 0) {
      const chosen = items[active];
      if (chosen === undefined) return;
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape') {
      // Handled here, not by the browser (which empties a search box on Escape).
      if (expanded) close();
      else if (value !== '') {
        setValue('');
        setQuery('');
      } else return;
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    // Before the app has started (a rendered page), the browser submits the form itself.
    <form
      role="search"
      action={PRODUCT_LIST_PATH}
      method="get"
      onSubmit={submit}
      aria-label={t('label')}
      className={classes.form}
    >
      <LanguageField />
      <TextInput
        name="keyword"
        type="search"
        value={value}
        // Every input event, those of a syllable still being composed (환ㅍ) too: the
        // suggestions serve exactly those.
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setQuery(normalizeKeyword(event.currentTarget.value));
          setOpen(true);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        // A dialog around the box (the mobile menu) leaves an Escape that closes the list or
        // clears the box alone: Mantine's modals watch the window, before the box sees it.
        data-mantine-stop-propagation={expanded || value !== ''}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
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
      <SuggestionList
        id={listboxId}
        items={items}
        hidden={!expanded}
        active={active}
        optionId={optionId}
        onChoose={choose}
      />
      <VisuallyHidden role="status">
        {expanded ? t('suggestions.count', { count: items.length }) : ''}
      </VisuallyHidden>
    </form>
  );
}
