// The facade's date scalars: graphql-scalars' Date and DateTime, with a quick way out when
// serialising what /v1 sends. /v1 already writes dates as `YYYY-MM-DD` and times as ISO 8601 UTC
// strings; checking each again by parsing it cost a few per cent of a large answer (--cpu-prof).
// Input (arguments, variables) is still validated in full.
import { GraphQLScalarType } from 'graphql';
import { DateTimeISOResolver, LocalDateResolver } from 'graphql-scalars';

const isoDate = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
/** Exactly what `Date.prototype.toISOString` writes (and what the scalar would write back). */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function withQuickSerialize(scalar: GraphQLScalarType, shape: RegExp): GraphQLScalarType {
  const config = scalar.toConfig();
  return new GraphQLScalarType({
    ...config,
    serialize: (value) =>
      typeof value === 'string' && shape.test(value) ? value : config.serialize(value),
  });
}

export const DateScalar = withQuickSerialize(LocalDateResolver, isoDate);
export const DateTimeScalar = withQuickSerialize(DateTimeISOResolver, isoDateTime);
