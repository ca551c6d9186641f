import '@mantine/core/styles/Typography.layer.css';
import { Typography } from '@mantine/core';
import classes from './rich-text-view.module.css';

/**
 * Shows rich text that the server has already sanitised (posts, product descriptions, pages).
 * Never pass HTML from anywhere else: this renders it as is. `lang` marks a Korean text shown
 * on an English page (`fallbackLang`).
 */
export function RichTextView({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  lang?: 'ko' | undefined;
}) {
  return (
    <Typography className={className} lang={lang}>
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
