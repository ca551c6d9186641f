import type { ProductSpec } from '@app/contract/product';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The specifications as a two-column table, in their stored order; `lang` marks a Korean table
 * on an English page.
 */
export function ProductSpecs({ specs, lang }: { specs: ProductSpec[]; lang?: 'ko' | undefined }) {
  const { t } = useTranslation('product');
  if (specs.length === 0) return null;
  return (
    <Table withTableBorder withColumnBorders striped>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>
        {t('detail.specs')}
      </caption>
      <Table.Tbody lang={lang}>
        {specs.map((spec, i) => (
          <Table.Tr key={`${spec.label}-${String(i)}`}>
            <Table.Th scope="row" w="35%">
              {spec.label}
            </Table.Th>
            <Table.Td>{spec.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
