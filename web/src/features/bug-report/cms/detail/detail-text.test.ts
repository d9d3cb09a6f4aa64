// Unit tests of the detail's pure text helpers: a stack entry's place, the local-storage rows and
// an action's payload as compact JSON.
import { describe, expect, it } from 'vitest';
import { payloadText } from './ActionLogSection.tsx';
import { storageRows } from './EnvironmentSection.tsx';
import { placeText } from './StackSection.tsx';

describe('bug-report detail texts', () => {
  it('writes file:line:column, leaving out what the browser did not say', () => {
    expect(placeText({ filename: 'app.js', line: 3, column: 9 })).toBe('app.js:3:9');
    expect(placeText({ filename: 'app.js', line: 3, column: null })).toBe('app.js:3');
    expect(placeText({ filename: 'app.js', line: null, column: 9 })).toBe('app.js');
    expect(placeText({ filename: null, line: 3, column: 9 })).toBe('');
  });

  it('lists local storage sorted by key, non-text values as JSON, nothing for a non-object', () => {
    expect(storageRows({ b: 'twee', a: 'een', c: { x: 1 } })).toEqual([
      ['a', 'een'],
      ['b', 'twee'],
      ['c', '{"x":1}'],
    ]);
    expect(storageRows(null)).toEqual([]);
    expect(storageRows(['a'])).toEqual([]);
  });

  it('writes a payload as one line of JSON, nothing when there is none', () => {
    expect(payloadText({ path: '/x', n: [1, 2] })).toBe('{"path":"/x","n":[1,2]}');
    expect(payloadText(null)).toBe('');
    expect(payloadText(undefined)).toBe('');
  });
});
