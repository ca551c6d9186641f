import '@mantine/core/styles/Typography.layer.css';
import { Typography } from '@mantine/core';
import classes from './rich-text-view.module.css';

/**
 * Shows rich text that the server has already sanitised (posts, product descriptions, pages).
 * Never pass HTML from anywhere else: this renders it as is.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <Typography className={className}>
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
