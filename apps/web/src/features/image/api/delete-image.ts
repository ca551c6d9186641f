import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imageKeys } from '../../../components/media/api/image-keys';
import { requestNoContent } from '../../../lib/api-client';

export function deleteImage(id: number) {
  return requestNoContent(`/admin/v1/image/${id}`, { method: 'DELETE', auth: true });
}

/** A refusal because the image is in use (409) is shown in the dialog, not as a notification. */
export function useDeleteImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteImage(id),
    meta: { errorReport: 'none' },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: imageKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: imageKeys.lists() });
    },
    onError: async () => {
      // Whatever the reason, show the current state (who uses it now).
      await queryClient.invalidateQueries({ queryKey: imageKeys.detail(id) });
    },
  });
}
