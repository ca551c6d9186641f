import type { ProductSpec } from '@app/contract/product';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';

/**
 * The specifications as a two-column table, in their stored order; `lang` marks a Korean table
 * on an English page.
 */
export function ProductSpecs({ specs, lang }: { specs: ProductSpec[]; lang?: 'ko' | undefined }) {
  const { t } = useTranslation('product');
  if (specs.length === 0) return null;
  return (
    <DataTable caption={t('detail.specs')} variant="grid">
      <tbody lang={lang}>
        {specs.map((spec, i) => (
          <tr key={`${spec.label}-${String(i)}`}>
            <th scope="row" style={{ width: '35%' }}>
              {spec.label}
            </th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
