import '@mantine/core/styles/List.layer.css';
import type { ImageUsage } from '@app/contract/image';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const KNOWN_KINDS = ['product', 'post', 'page', 'board', 'popup'] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];
const isKnownKind = (kind: string): kind is KnownKind =>
  (KNOWN_KINDS as readonly string[]).includes(kind);

/** "제품 · 사과 상자 (#7)", one line per place that shows the image. */
export function ImageUsageList({ usedBy }: { usedBy: ImageUsage[] }) {
  const { t } = useTranslation('adminMedia');
  if (usedBy.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('detail.notUsed')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {usedBy.map((usage) => (
        <List.Item key={`${usage.kind}:${String(usage.id)}`}>
          {usage.kind === 'site' ? (
            // The site settings' one image field: named in the staff member's language.
            t('siteUsage')
          ) : (
            <>
              {isKnownKind(usage.kind)
                ? t(`kind.${usage.kind}`)
                : t('kind.other', { kind: usage.kind })}{' '}
              · {usage.title} (#{usage.id})
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}
