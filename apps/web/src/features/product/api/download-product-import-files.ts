import { useMutation } from '@tanstack/react-query';
import { requestFile } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

type Lang = 'ko' | 'en';

/** `GET /admin/v1/product/import/template`: the sample sheet. */
export const downloadImportTemplate = async (lang: Lang) => {
  saveDownload(await requestFile(`/admin/v1/product/import/template?lang=${lang}`, { auth: true }));
};

/** `GET /admin/v1/product/import/{id}/report`: each row's outcome as CSV. */
export const downloadImportReport = async ({ id, lang }: { id: number; lang: Lang }) => {
  saveDownload(
    await requestFile(`/admin/v1/product/import/${String(id)}/report?lang=${lang}`, { auth: true }),
  );
};

export const useDownloadImportTemplate = () => useMutation({ mutationFn: downloadImportTemplate });
export const useDownloadImportReport = () => useMutation({ mutationFn: downloadImportReport });
