// Keeps the slug in step with the title while the user has not typed a slug of their own and the
// evaluation is still new (see slug.ts): the address of a shown evaluation never changes by itself.
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EditorValues } from './form-values.ts';
import { slugFollowsTitle, slugFromTitle } from './slug.ts';

export function useSlugFromTitle(form: UseFormReturn<EditorValues>, enabled: boolean): void {
  const { watch, getValues, setValue } = form;
  /** The status as saved: a slug follows the title only while the evaluation is new. */
  const savedStatus = useRef(getValues('status'));
  const following = useRef(
    slugFollowsTitle(getValues('slug'), getValues('title'), savedStatus.current),
  );

  useEffect(() => {
    if (!enabled) return;
    const subscription = watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'slug') {
        following.current = slugFollowsTitle(
          values.slug ?? '',
          values.title ?? '',
          savedStatus.current,
        );
      } else if (name === 'title' && following.current) {
        setValue('slug', slugFromTitle(values.title ?? ''), { shouldDirty: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [enabled, watch, setValue]);

  /** After a save the saved values decide again whether the slug follows. */
  const { defaultValues } = form.formState;
  useEffect(() => {
    savedStatus.current = defaultValues?.status ?? savedStatus.current;
    following.current = slugFollowsTitle(
      defaultValues?.slug ?? '',
      defaultValues?.title ?? '',
      savedStatus.current,
    );
  }, [defaultValues]);
}
