import { Anchor, Card, Container, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero';
import type { Block, PageDocument } from '../page-document';
import classes from './page-document-view.module.css';

function sectionId(index: number): string {
  return `section-${index + 1}`;
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const List = block.ordered === true ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'facts':
      return (
        <dl className={classes.facts}>
          {block.items.map((item) => (
            <Fragment key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.description}</dd>
            </Fragment>
          ))}
        </dl>
      );
    case 'table':
      return (
        <div className={classes.tableWrap}>
          <Table striped withTableBorder verticalSpacing="sm" miw={520} captionSide="top">
            <Table.Caption ta="start">{block.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {block.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row) => (
                <Table.Tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <Table.Td key={`${String(index)}:${cell}`}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      );
    case 'cards':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
          {block.items.map((item) => (
            <Card key={item.title} withBorder radius="md" padding="lg">
              <Text fw={700}>{item.title}</Text>
              <Text size="sm" c="dimmed" mt={6} lh={1.7}>
                {item.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      );
  }
}

/** A company page: the hero, an optional table of contents, then its sections. */
export function PageDocumentView({ document }: { document: PageDocument }) {
  const { t } = useTranslation('pages');
  const withContents = document.withContents === true;
  return (
    <>
      <PageHero title={document.title} description={document.summary} eyebrow={document.eyebrow} />
      <Container size="xl" py={{ base: 'xl', md: 48 }}>
        <div
          className={
            withContents ? [classes.layout, classes.withContents].join(' ') : classes.layout
          }
        >
          {withContents && (
            <Paper
              component="nav"
              withBorder
              p="md"
              radius="md"
              className={classes.contents}
              aria-labelledby="contents-heading"
            >
              <Text id="contents-heading" fw={700} mb="sm">
                {t('contents')}
              </Text>
              <ol>
                {document.sections.map((section, index) => (
                  <li key={section.heading}>
                    <Anchor href={`#${sectionId(index)}`} size="sm" c="dimmed">
                      {section.heading}
                    </Anchor>
                  </li>
                ))}
              </ol>
            </Paper>
          )}
          <div className={classes.prose}>
            {document.sections.map((section, index) => (
              <section
                key={section.heading}
                id={sectionId(index)}
                className={classes.section}
                aria-labelledby={`${sectionId(index)}-heading`}
              >
                <Title order={2} size="h3" id={`${sectionId(index)}-heading`}>
                  {section.heading}
                </Title>
                {section.blocks.map((block, blockIndex) => (
                  <BlockView key={`${block.kind}:${String(blockIndex)}`} block={block} />
                ))}
              </section>
            ))}
            {document.effectiveDate !== undefined && (
              <Text c="dimmed" size="sm" mt={48}>
                {document.effectiveDate}
              </Text>
            )}
          </div>
        </div>
      </Container>
    </>
  );
}
