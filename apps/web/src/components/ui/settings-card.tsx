import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { LoadingSpinner } from './loading-spinner';

interface SettingsCardProps {
  title: string;
  description: string;
  /** What loads, while it does (the spinner's label); null once loaded. */
  loading: string | null;
  /** What to say when it could not be loaded; null when it was. */
  failed: string | null;
  children: ReactNode;
}

/**
 * A titled section of settings on an admin page, with its loading and failed states: the
 * children show once what they edit has loaded.
 */
export function SettingsCard({ title, description, loading, failed, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {loading !== null ? (
          <Group justify="center" py="md">
            <LoadingSpinner label={loading} />
          </Group>
        ) : failed !== null ? (
          <Alert color="red">{failed}</Alert>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
