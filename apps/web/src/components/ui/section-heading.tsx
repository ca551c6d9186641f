import { Text, Title } from '@mantine/core';

type SectionHeadingProps = {
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  /** `'ko'` when the title is Korean on an English page (`fallbackLang`). */
  titleLang?: 'ko' | undefined;
};

/** Words staff wrote over a section's own heading: each one given replaces the default. */
export type SectionHeadingWords = Partial<
  Pick<SectionHeadingProps, 'eyebrow' | 'title' | 'description'>
>;

/** The `h2` opening a page section; `id` lets the section name itself with aria-labelledby. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  description,
  titleLang,
}: SectionHeadingProps) {
  return (
    <div>
      {eyebrow !== undefined && (
        <Text c="brand.7" fw={700} size="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          {eyebrow}
        </Text>
      )}
      <Title order={2} id={id} mt={eyebrow === undefined ? 0 : 4} lang={titleLang}>
        {title}
      </Title>
      {description !== undefined && (
        <Text c="dimmed" size="lg" mt="xs" maw={720}>
          {description}
        </Text>
      )}
    </div>
  );
}
