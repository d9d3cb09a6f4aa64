// Unit tests of feature catalogues: a feature's keys inside its screens, English on demand.
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { defineCatalogues, FeatureMessages } from './feature-messages.tsx';
import { asIntlMessages } from './messages.ts';

const shell = { 'app.title': 'Zorgevaluatie Nederland' };

function Probe({ onIntl }: { onIntl?: () => void }) {
  const intl = useIntl();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is to run when intl changes
  useEffect(() => onIntl?.(), [intl, onIntl]);
  return (
    <p>
      {intl.formatMessage({ id: 'app.title' })} / {intl.formatMessage({ id: 'page.who.title' })}
    </p>
  );
}

describe('FeatureMessages', () => {
  it('adds the Dutch feature texts to the shell texts', () => {
    const catalogues = defineCatalogues('test', { 'page.who.title': 'Wie' }, async () => ({
      default: { 'page.who.title': 'Who' },
    }));
    render(
      <IntlProvider locale="nl" messages={asIntlMessages(shell)}>
        <FeatureMessages catalogues={catalogues}>
          <Probe />
        </FeatureMessages>
      </IntlProvider>,
    );
    expect(screen.getByText('Zorgevaluatie Nederland / Wie')).toBeTruthy();
  });

  it('loads English when the locale is English, showing Dutch until it arrives', async () => {
    const en = vi.fn(async () => ({ default: { 'page.who.title': 'Who' } }));
    const catalogues = defineCatalogues('test-en', { 'page.who.title': 'Wie' }, en);
    render(
      <IntlProvider locale="en" messages={asIntlMessages(shell)}>
        <FeatureMessages catalogues={catalogues}>
          <Probe />
        </FeatureMessages>
      </IntlProvider>,
    );
    expect(await screen.findByText('Zorgevaluatie Nederland / Who')).toBeTruthy();
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('keeps one intl object across re-renders, so effects on it run once', async () => {
    const catalogues = defineCatalogues('test-stable', { 'page.who.title': 'Wie' }, async () => ({
      default: {},
    }));
    const onIntl = vi.fn();
    const tree = (
      <IntlProvider locale="nl" messages={asIntlMessages(shell)}>
        <FeatureMessages catalogues={catalogues}>
          <Probe onIntl={onIntl} />
        </FeatureMessages>
      </IntlProvider>
    );
    const { rerender } = render(tree);
    await act(async () => {});
    rerender(tree);
    rerender(tree);
    expect(onIntl).toHaveBeenCalledTimes(1);
  });
});
