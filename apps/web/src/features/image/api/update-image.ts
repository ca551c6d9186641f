import type { Image, ImageUpdate } from '@app/contract/image';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imageKeys } from '../../../components/media/api/image-keys';
import { requestJson } from '../../../lib/api-client';

export function updateImage(id: number, input: ImageUpdate) {
  return requestJson<Image>(`/admin/v1/image/${id}`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useUpdateImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImageUpdate) => updateImage(id, input),
    onSuccess: async (image) => {
      queryClient.setQueryData(imageKeys.detail(id), image);
      await queryClient.invalidateQueries({ queryKey: imageKeys.lists() });
    },
  });
}
