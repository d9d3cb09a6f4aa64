// Postcode autocomplete: once postcode and house number are valid and have been still for a
// moment, asks the server for the street and city of that address and fills them in. Each
// postcode/number/addition is looked up once; the outcome is announced in `status`.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { digits, postcode } from '../../../../../schema/rules/schemas.ts';
import { CenterAddressLookupQuery } from '../list/center-operations.ts';
import type { CenterFormInput, CenterFormOutput } from './center-form-values.ts';

const SETTLE_MS = 400;

export type LookupStatus =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'found'; street: string; number: string; city: string }
  | { kind: 'unknown' }
  | { kind: 'failed' };

export function useAddressLookup(form: UseFormReturn<CenterFormInput, unknown, CenterFormOutput>) {
  const client = useApolloClient();
  const [status, setStatus] = useState<LookupStatus>({ kind: 'idle' });
  const looked = useRef('');
  const [code, number, numberAdd] = useWatch({
    control: form.control,
    name: ['postcode', 'number', 'numberAdd'],
  });

  useEffect(() => {
    const checkedCode = postcode.safeParse(code);
    const checkedNumber = digits.safeParse(number);
    if (!checkedCode.success || !checkedNumber.success) return;
    const input = {
      postcode: checkedCode.data,
      number: checkedNumber.data,
      numberAdd: numberAdd.trim() || null,
    };
    const key = JSON.stringify(input);
    if (key === looked.current) return;
    let current = true;
    let finished = false;
    const timer = setTimeout(async () => {
      looked.current = key;
      setStatus({ kind: 'busy' });
      try {
        const { data } = await client.query({
          query: CenterAddressLookupQuery,
          variables: { input },
          fetchPolicy: 'network-only',
        });
        finished = true;
        if (!current) return;
        const found = data?.addressLookup;
        if (!found) return setStatus({ kind: 'unknown' });
        const options = { shouldDirty: true, shouldValidate: true };
        form.setValue('street', found.street, options);
        form.setValue('city', found.city, options);
        form.setValue('postcode', found.postcode, options);
        setStatus({ kind: 'found', street: found.street, number: found.number, city: found.city });
      } catch {
        finished = true;
        if (current) setStatus({ kind: 'failed' });
      }
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      // An answer that never arrived is asked again when the same address comes back.
      if (!finished && looked.current === key) looked.current = '';
    };
  }, [client, code, number, numberAdd, form]);

  /** Remembers the address in hand as looked up (an edited center's own address). */
  const markKnown = (values: Pick<CenterFormInput, 'postcode' | 'number' | 'numberAdd'>) => {
    const checkedCode = postcode.safeParse(values.postcode);
    if (!checkedCode.success) return;
    looked.current = JSON.stringify({
      postcode: checkedCode.data,
      number: values.number.trim(),
      numberAdd: values.numberAdd.trim() || null,
    });
  };

  return { status, markKnown };
}
