// Catalogue keys as zod messages: schemas name the key, the form translates it when it is shown.
import { type MessageKey, nlMessages } from '../../i18n/messages.ts';

/** A zod error option whose message is a catalogue key (checked by the compiler). */
export const message = (key: MessageKey) => ({ error: key });

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(nlMessages, key);
