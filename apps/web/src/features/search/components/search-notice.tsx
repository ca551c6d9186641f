import type { SearchUnderstood } from '@app/contract/search';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import { Link } from '../../../lib/i18n/localized-navigation';
import { searchNotice, searchNoticeText } from '../search-notice';
import classes from './search-notice.module.css';

/**
 * Above the results of a keyword the search rewrote: what it searched instead ("‘환풍기’ 검색
 * 결과입니다." or "이것을 찾으셨나요? 송풍기") and a link to the keyword as typed (`typedHref`).
 * A plain link: it works in the rendered page before (or without) the app.
 */
export function SearchNotice({
  understood,
  typedHref,
}: {
  understood: SearchUnderstood | undefined;
  typedHref: To;
}) {
  const { t } = useTranslation('search');
  const notice = searchNotice(understood);
  if (notice === null) return null;
  const text = searchNoticeText(notice, t);
  return (
    <Text component="p" className={classes.notice}>
      <span>
        {text.before}
        <strong>{text.searched}</strong>
        {text.after}
      </span>{' '}
      <Link to={typedHref} className={classes.link}>
        {text.link}
      </Link>
    </Text>
  );
}
