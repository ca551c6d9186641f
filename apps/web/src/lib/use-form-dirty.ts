import { type ChangeEvent, useCallback, useRef, useState } from 'react';

/** A form's named values as one comparable string (a picked file by its name). */
function formValues(form: HTMLFormElement): string {
  return JSON.stringify(
    [...new FormData(form)].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]),
  );
}

/**
 * Whether an uncontrolled form (fields with `defaultValue`, read with FormData on submit) holds
 * other values than it did when it appeared. Spread `formProps` on the `<form>`.
 */
export function useFormDirty() {
  const initial = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const ref = useCallback((form: HTMLFormElement | null) => {
    if (form !== null && initial.current === null) initial.current = formValues(form);
  }, []);
  // Change events bubble from every field, so typing back the old text clears it again.
  const onChange = useCallback((event: ChangeEvent<HTMLFormElement>) => {
    setDirty(formValues(event.currentTarget) !== initial.current);
  }, []);
  return { dirty, formProps: { ref, onChange } };
}
