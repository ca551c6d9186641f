import { Card, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A site-wide staff rule on the member page: a titled section with its control. */
export function PolicyCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h5" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
