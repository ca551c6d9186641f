import '@mantine/core/styles/Divider.layer.css';
import type { Inquiry } from '@app/contract/inquiry';
import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { Link } from '../../../lib/i18n/localized-navigation';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import classes from './inquiry-article.module.css';
import { InquiryAuthor } from './inquiry-author';
import { InquiryStatusBadge } from './inquiry-status-badge';

function MetaItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One inquiry with its answer, for its author and for staff alike. The visitor's text is plain
 * and shown as text; only the staff answer is (server-sanitised) rich text.
 */
export function InquiryArticle({
  inquiry,
  answerFooter,
  noAnswer,
}: {
  /** Without e-mail and phone when the reader may not see them (a non-secret inquiry read by anyone). */
  inquiry: Omit<Inquiry, 'email' | 'phone'> & Partial<Pick<Inquiry, 'email' | 'phone'>>;
  /** Under the answer: who answered (staff screens). */
  answerFooter?: ReactNode;
  /** What the answer section says while there is none; by default the promise of a reply to visitors. */
  noAnswer?: string;
}) {
  const { t } = useTranslation('inquiry');
  const language = useLanguage();
  return (
    <Stack gap="lg">
      <article aria-labelledby="inquiry-title">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Group gap="xs" mb="xs">
            <InquiryStatusBadge status={inquiry.status} />
            {inquiry.secret && <IconLock size={16} role="img" aria-label={t('list.secret')} />}
          </Group>
          <Title order={2} size="h3" id="inquiry-title">
            {inquiry.title}
          </Title>
          <Group gap="lg" mt="sm" component="dl" wrap="wrap">
            <MetaItem label={t('view.author')}>
              <InquiryAuthor name={inquiry.authorName} />
            </MetaItem>
            <MetaItem label={t('view.date')}>
              {formatDateTime(inquiry.createdAt, language)}
            </MetaItem>
            {inquiry.email && <MetaItem label={t('view.email')}>{inquiry.email}</MetaItem>}
            {inquiry.phone && <MetaItem label={t('view.phone')}>{inquiry.phone}</MetaItem>}
            {inquiry.product !== null && (
              <MetaItem label={t('view.product')}>
                <Anchor component={Link} to={`/product/detail/${String(inquiry.product.id)}`}>
                  {inquiry.product.name}
                  {inquiry.product.code !== null && ` (${inquiry.product.code})`}
                </Anchor>
              </MetaItem>
            )}
          </Group>
          <Divider my="lg" />
          <Text className={classes.content}>{inquiry.content}</Text>
        </Paper>
      </article>
      <section aria-labelledby="inquiry-answer">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h4" id="inquiry-answer">
              {t('view.answer')}
            </Title>
            {inquiry.answeredAt !== null && (
              <Text size="sm" c="dimmed">
                {t('view.answeredAt')} {formatDateTime(inquiry.answeredAt, language)}
              </Text>
            )}
          </Group>
          {inquiry.answer === null ? (
            <Text c="dimmed">{noAnswer ?? t('view.noAnswer')}</Text>
          ) : (
            <RichTextView html={inquiry.answer} />
          )}
          {answerFooter}
        </Paper>
      </section>
    </Stack>
  );
}
