// One span per database statement, made from Kysely's log event once the statement is done (its
// start is the end less its duration), as a child of the request that ran it. The span names the
// statement's kind and table (`SELECT evaluations`), never its text or parameters, so no value a
// user sent can reach a trace. Statements outside a traced request (start-up, sweeps) make none.
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  AliasNode,
  type CompiledQuery,
  type LogEvent,
  type OperationNode,
  TableNode,
} from 'kysely';
import { errorType } from './error-type.ts';

const tracer = trace.getTracer('zorgevaluatie-gateway/database');

function tableName(node: OperationNode | undefined): string | undefined {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
}

/** The table a statement reads or writes first, when Kysely built it (raw SQL has none). */
function tableOf(query: CompiledQuery['query']): string | undefined {
  switch (query.kind) {
    case 'SelectQueryNode':
      return tableName(query.from?.froms[0]);
    case 'InsertQueryNode':
      return tableName(query.into);
    case 'UpdateQueryNode':
      return tableName(query.table);
    case 'DeleteQueryNode':
      return tableName(query.from.froms[0]);
    default:
      return undefined;
  }
}

/** A statement's kind (its first keyword: SELECT, INSERT, WITH, BEGIN...) and table. */
export function describeStatement(query: CompiledQuery): { operation: string; table?: string } {
  const operation = /^\s*\(*\s*([A-Za-z]+)/.exec(query.sql)?.[1]?.toUpperCase() ?? 'SQL';
  const table = tableOf(query.query);
  return table === undefined ? { operation } : { operation, table };
}

export function traceQuery(event: LogEvent): void {
  const parent = context.active();
  if (!trace.getSpan(parent)?.isRecording()) return;
  const { operation, table } = describeStatement(event.query);
  const end = performance.timeOrigin + performance.now();
  const span = tracer.startSpan(
    table ? `${operation} ${table}` : operation,
    {
      kind: SpanKind.CLIENT,
      startTime: end - event.queryDurationMillis,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        ...(table ? { 'db.collection.name': table } : {}),
      },
    },
    parent,
  );
  if (event.level === 'error') {
    span.setAttribute('error.type', errorType(event.error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end(end);
}
