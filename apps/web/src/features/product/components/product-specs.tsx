import type { ProductSpecView } from '@app/contract/product';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { fallbackLang } from '../../../lib/content-language';

/**
 * The specifications as a two-column table, in their stored order; on an English page a label
 * or value without English is the Korean one, marked `lang="ko"` cell by cell.
 */
export function ProductSpecs({ specs }: { specs: ProductSpecView[] }) {
  const { t } = useTranslation('product');
  if (specs.length === 0) return null;
  return (
    <DataTable caption={t('detail.specs')} variant="grid">
      <tbody>
        {specs.map((spec, i) => (
          <tr key={`${spec.label}-${String(i)}`}>
            <th scope="row" style={{ width: '35%' }} {...fallbackLang(spec, 'label')}>
              {spec.label}
            </th>
            <td {...fallbackLang(spec, 'value')}>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
