// The one way a form validates (STYLE "One contract, used three times"): react-hook-form resolved by
// a zod schema from packages/domain, so the form says what the server says.
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;
export type ZodForm<S extends ZodFormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

interface ZodFormOptions<S extends ZodFormSchema> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'defaultValues'
> {
  defaultValues: DefaultValues<z.input<S>>;
}

/**
 * useForm over `schema`. A schema that depends on what the screen knows (e.g. the times offered) may
 * change between renders: the resolver follows it. Focus on the first invalid field is <Form>'s job
 * (screen order, not registration order), so react-hook-form's own focusing is off.
 */
export function useZodForm<S extends ZodFormSchema>(schema: S, options: ZodFormOptions<S>): ZodForm<S> {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver, shouldFocusError: false });
}
