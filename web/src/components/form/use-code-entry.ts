// The form that sends one typed code (two-step sign-in, confirming its set-up): the code, its
// error, and the submit handler. An empty code is refused in the browser; a code the server
// refuses (BAD_USER_INPUT on `code`) shows its message under the field; a refused session goes to
// `onUnauthenticated` when given; any other failure to the error dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldRefusal, isUnauthenticated, toApiFailure } from '../../api/api-failure.ts';
import { useDispatch } from '../../store/hooks.tsx';

export interface CodeValues {
  code: string;
}

interface CodeEntryOptions {
  /** The message of an empty code. */
  requiredText: string;
  /** Sends the trimmed code. */
  send: (code: string) => Promise<void>;
  /** The server no longer takes the attempt (UNAUTHENTICATED), e.g. an expired sign-in. */
  onUnauthenticated?: () => void;
}

export function useCodeEntry({ requiredText, send, onUnauthenticated }: CodeEntryOptions) {
  const dispatch = useDispatch();
  const schema = useMemo(
    () => z.object({ code: z.string().trim().min(1, { error: requiredText }) }),
    [requiredText],
  );
  const form = useForm<CodeValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await send(code);
    } catch (failure) {
      const refused = fieldRefusal(failure, 'code');
      if (refused) form.setError('code', { message: refused });
      else if (onUnauthenticated && isUnauthenticated(failure)) onUnauthenticated();
      else dispatch({ type: 'api/failed', failure: toApiFailure(failure) });
    }
  });

  return {
    control: form.control,
    /** Empties the code and its error (another kind of code is asked). */
    clear: () => form.reset({ code: '' }),
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
