import { Text, Title } from '@mantine/core';
import { PageHead } from '../../../components/ui/page-head';

/** The title (the page's `h1`) and a line under it, at the top of every admin screen. */
export function AdminPageHeader({ title, description }: { title: string; description: string }) {
  return (
    <header>
      <PageHead title={title} />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {description}
      </Text>
    </header>
  );
}
