import { Alert } from '@mantine/core';

/** Why a whole form or action was refused, announced as it appears; nothing when all is well. */
export function FormError({ error }: { error: string | null }) {
  if (error === null) return null;
  return (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );
}
