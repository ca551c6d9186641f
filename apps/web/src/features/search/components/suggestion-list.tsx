import type { Suggestion } from '@app/contract/search';
import { VisuallyHidden } from '@mantine/core';
import { IconCategory, IconPackage, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { suggestionKey } from '../suggestion';
import classes from './search-box.module.css';

const ICONS = { word: IconSearch, product: IconPackage, category: IconCategory };

/**
 * The search box's listbox. Focus stays in the box (`aria-activedescendant` names the active
 * option), so an option is chosen with a pointer without taking the focus from it.
 */
export function SuggestionList({
  id,
  items,
  hidden,
  active,
  optionId,
  onChoose,
}: {
  id: string;
  items: Suggestion[];
  hidden: boolean;
  active: number;
  optionId: (index: number) => string;
  onChoose: (suggestion: Suggestion) => void;
}) {
  const { t } = useTranslation('search');
  return (
    // Always in the page, so the box's aria-controls names an element.
    <ul
      id={id}
      role="listbox"
      aria-label={t('suggestions.label')}
      hidden={hidden}
      className={classes.listbox}
    >
      {items.map((item, index) => {
        const Icon = ICONS[item.kind];
        return (
          <li
            key={suggestionKey(item)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={classes.option}
            // Keeps the focus (and the list) in the box until the click chooses.
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={() => {
              onChoose(item);
            }}
          >
            <Icon size={16} aria-hidden className={classes.icon} />
            <span className={classes.text}>
              {item.text}
              {item.code !== null && item.code !== item.text && (
                <span className={classes.code}> {item.code}</span>
              )}
            </span>
            {item.kind !== 'word' && (
              <span className={classes.kind}>
                {/* Read as "산업용 환풍기 HF-200, 제품", not run together. */}
                <VisuallyHidden>, </VisuallyHidden>
                {t(`suggestions.${item.kind}`)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
