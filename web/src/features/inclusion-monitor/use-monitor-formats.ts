// The monitor's number and month formats, each looked up once per component: a page of 18 cards
// formats ~1,500 numbers and months (the tables, the axes), and react-intl's formatNumber and
// formatDate resolve their options and look the formatter up again on every call (about a
// quarter of the page's scripting in a profile). The formatters are react-intl's own (its cache,
// the provider's locale), so the text is the same.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export interface MonitorFormats {
  number: (value: number) => string;
  /** A month (`YYYY-MM-01`) as "jun 2025". */
  month: (day: string) => string;
}

export function useMonitorFormats(): MonitorFormats {
  const { locale, formatters } = useIntl();
  return useMemo(() => {
    const numbers = formatters.getNumberFormat(locale);
    const months = formatters.getDateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      number: (value) => numbers.format(value),
      month: (day) => months.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [locale, formatters]);
}
