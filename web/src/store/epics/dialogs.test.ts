// The error dialog's texts come from the catalogue as the build bundles it: parsed ICU messages.
import { describe, expect, it } from 'vitest';
import { nlMessages } from '../../i18n/messages.ts';
import { failureDialog, messageText } from './dialogs.ts';

describe('messageText', () => {
  it('reads a plain string and a parsed message (literal elements) alike', () => {
    expect(messageText('Fout')).toBe('Fout');
    expect(
      messageText([
        { type: 0, value: 'Er is een ' },
        { type: 0, value: 'fout' },
      ]),
    ).toBe('Er is een fout');
  });
});

describe('failureDialog', () => {
  it('titles a failed request with the catalogue text, also when it is precompiled', () => {
    const precompiled = {
      ...nlMessages,
      'errors.title': [{ type: 0, value: 'Fout' }],
      'errors.unknown': [{ type: 0, value: 'Er is een onbekende fout opgetreden' }],
    } as unknown as typeof nlMessages;
    expect(failureDialog({ kind: 'no-response' }, precompiled)).toEqual({
      title: 'Fout',
      message: 'Er is een onbekende fout opgetreden',
    });
  });
});
