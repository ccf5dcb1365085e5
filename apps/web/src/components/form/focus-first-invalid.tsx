// Focus after a server's 422 for forms whose controls react-hook-form does not hold: a composite
// editor bound to one value (a permission matrix, a view's filters) renders its own controls with the
// kit's ids (fieldIdOf), and applyServerErrors' setFocus cannot reach them. Each new `request` focuses
// the first invalid control in screen order, as <Form> does on an invalid submit.
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { focusFirstInvalid, useFormId } from './form';

/** Inside <Form>. `request`: a number the form raises after putting the server's errors on it (0: none yet). */
export function FocusFirstInvalid({ request }: { request: number }) {
  const formId = useFormId();
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const latest = useRef(errors);
  latest.current = errors;
  useEffect(() => {
    if (request > 0) focusFirstInvalid(formId, latest.current);
  }, [request, formId]);
  return null;
}
