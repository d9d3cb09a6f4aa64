// Component tests of the list search field: one history entry per search, however it is made.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchField } from './SearchField.tsx';

const texts = { label: 'Zoeken', placeholder: 'Zoekterm', submit: 'Zoek' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchField', () => {
  it('commits a typed term once, as a new history entry, after the quiet time', async () => {
    const onSearch = vi.fn();
    render(<SearchField value="zorg" onSearch={onSearch} texts={texts} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'heup ' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSearch.mock.calls).toEqual([['heup', { replace: false }]]);
  });

  it('submitting before the quiet time is over commits the term once, not again later', async () => {
    const onSearch = vi.fn();
    render(<SearchField value="zorg" onSearch={onSearch} texts={texts} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'appendicitis' } });
    fireEvent.submit(screen.getByRole('searchbox'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));
    expect(onSearch.mock.calls).toEqual([['appendicitis', { replace: false }]]);
  });

  it('a new handler with a term from the URL (Back) commits nothing', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchField value="zorg" onSearch={onSearch} texts={texts} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'heup' } });
    fireEvent.submit(screen.getByRole('searchbox'));
    rerender(<SearchField value="heup" onSearch={vi.fn()} texts={texts} />);
    const afterBack = vi.fn();
    rerender(<SearchField value="zorg" onSearch={afterBack} texts={texts} />);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));
    expect(afterBack).not.toHaveBeenCalled();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('zorg');
  });
});
