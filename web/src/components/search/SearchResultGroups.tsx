// The options of the search listbox, one labelled group per kind, each hit with avatar and kind.
import { ComboboxOption } from '@headlessui/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defaultLocale } from '../../i18n/locales.ts';
import type { SearchGroup, SearchItem } from './search-groups.ts';
import { groupHeadingMessage, kindMessage } from './search-messages.ts';

export function SearchResultGroups({ groups }: { groups: SearchGroup[] }) {
  return groups.map((group) => <SearchResultGroup key={group.model} group={group} />);
}

function SearchResultGroup({ group }: { group: SearchGroup }) {
  const headingId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA group of options in a listbox, not a form fieldset.
    <div role="group" aria-labelledby={headingId} className="py-1">
      <div
        id={headingId}
        role="presentation"
        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        <FormattedMessage id={groupHeadingMessage[group.model]} />
      </div>
      {group.items.map((item) => (
        <SearchResultOption key={item.url} item={item} />
      ))}
    </div>
  );
}

function SearchResultOption({ item }: { item: SearchItem }) {
  const intl = useIntl();
  const subtitle =
    intl.locale === defaultLocale
      ? item.subtitle
      : intl.formatMessage({ id: kindMessage[item.model] });
  return (
    <ComboboxOption
      value={item}
      className="group flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-ink data-focus:bg-brand-primary-dark data-focus:text-white"
    >
      <img
        src={item.avatar}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        className="size-8 shrink-0 rounded-full border border-neutral-200 bg-white object-cover"
      />
      <span className="min-w-0">
        <span className="block font-medium break-words">{item.title}</span>
        <span className="block text-sm text-ink-muted group-data-focus:text-white">{subtitle}</span>
      </span>
    </ComboboxOption>
  );
}
