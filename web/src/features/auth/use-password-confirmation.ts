// A new password typed twice (the reset form, one's own password): the password as typed, for its
// checklist, and the confirmation checked again when the password changes, as a changed password
// can make it match, or stop matching. Until the user has been in the confirmation field it says
// nothing (no "Verplicht" before they get there).
import { useEffect } from 'react';
import { type Path, type UseFormReturn, useWatch } from 'react-hook-form';

interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

export function usePasswordConfirmation<V extends NewPassword>(form: UseFormReturn<V>): string {
  const { control, watch, getFieldState, trigger } = form;
  const confirmation = 'passwordConfirmation' as Path<V>;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'password' && getFieldState(confirmation).isTouched) void trigger(confirmation);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger, confirmation]);
  return useWatch({ control, name: 'password' as Path<V> }) as string;
}
