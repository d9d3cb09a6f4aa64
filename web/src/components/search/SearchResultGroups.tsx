// The options of the search listbox: one labelled group per kind, each hit with avatar and kind,
// and the last entry, "All results for '…'".
import type { UseComboboxPropGetters } from 'downshift';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defaultLocale } from '../../i18n/locales.ts';
import { groupHeadingMessage, kindMessage } from './search-messages.ts';
import type { SearchOption, SearchOptionGroup } from './search-options.ts';

type GetItemProps = UseComboboxPropGetters<SearchOption>['getItemProps'];

const optionClass = (highlighted: boolean) =>
  `flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 ${highlighted ? 'bg-brand-primary-dark text-white' : 'text-ink'}`;

export function SearchResultGroups(props: {
  groups: SearchOptionGroup[];
  highlightedIndex: number;
  getItemProps: GetItemProps;
}) {
  return props.groups.map((group) => (
    <SearchResultGroup
      key={group.model}
      group={group}
      highlightedIndex={props.highlightedIndex}
      getItemProps={props.getItemProps}
    />
  ));
}

function SearchResultGroup(props: {
  group: SearchOptionGroup;
  highlightedIndex: number;
  getItemProps: GetItemProps;
}) {
  const headingId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA group of options in a listbox, not a form fieldset.
    <div role="group" aria-labelledby={headingId} className="py-1">
      <div
        id={headingId}
        role="presentation"
        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        <FormattedMessage id={groupHeadingMessage[props.group.model]} />
      </div>
      {props.group.options.map(({ option, index }) => (
        <SearchResultOption
          key={option.key}
          option={option}
          index={index}
          highlighted={index === props.highlightedIndex}
          getItemProps={props.getItemProps}
        />
      ))}
    </div>
  );
}

function SearchResultOption(props: {
  option: SearchOption;
  index: number;
  highlighted: boolean;
  getItemProps: GetItemProps;
}) {
  const intl = useIntl();
  const { option } = props;
  if (option.kind !== 'hit') return null;
  const { item } = option;
  const subtitle =
    intl.locale === defaultLocale
      ? item.subtitle
      : intl.formatMessage({ id: kindMessage[item.model] });
  return (
    <div
      {...props.getItemProps({ item: option, index: props.index })}
      className={optionClass(props.highlighted)}
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
        <span className={`block text-sm ${props.highlighted ? 'text-white' : 'text-ink-muted'}`}>
          {subtitle}
        </span>
      </span>
    </div>
  );
}

/** The last entry: the search results page for the typed term. */
export function AllResultsOption(props: {
  entry: { option: SearchOption; index: number };
  highlighted: boolean;
  getItemProps: GetItemProps;
}) {
  const { option, index } = props.entry;
  if (option.kind !== 'all') return null;
  return (
    <div
      {...props.getItemProps({ item: option, index })}
      className={`${optionClass(props.highlighted)} mt-1 border-t border-neutral-200 font-semibold ${props.highlighted ? '' : 'text-brand-primary-dark'}`}
    >
      <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center">
        →
      </span>
      <span className="min-w-0 break-words">
        <FormattedMessage id="search.allResults" values={{ term: option.term }} />
      </span>
    </div>
  );
}
