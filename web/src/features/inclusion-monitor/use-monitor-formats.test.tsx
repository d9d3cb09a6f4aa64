import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useMonitorFormats } from './use-monitor-formats.ts';

const inLocale =
  (locale: string) =>
  ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale}>{children}</IntlProvider>
  );

describe('useMonitorFormats', () => {
  it.each(['nl', 'en'])('formats numbers and months as react-intl does (%s)', (locale) => {
    const { result } = renderHook(() => ({ format: useMonitorFormats(), intl: useIntl() }), {
      wrapper: inLocale(locale),
    });
    const { format, intl } = result.current;
    expect(format.number(1167)).toBe(intl.formatNumber(1167));
    expect(format.month('2025-06-01')).toBe(
      intl.formatDate('2025-06-01T00:00:00Z', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    );
  });

  it('writes Dutch numbers with a thousands point and short months with the year', () => {
    const { result } = renderHook(() => useMonitorFormats(), { wrapper: inLocale('nl') });
    expect(result.current.number(1167)).toBe('1.167');
    expect(result.current.month('2024-06-01')).toBe('jun 2024');
    // The first of the month in UTC is that month everywhere (no slip to the month before).
    expect(result.current.month('2026-01-01')).toBe('jan 2026');
  });
});
