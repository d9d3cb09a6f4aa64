// The ring buffer of the last actions of the stream, for the report (redacted when it is built).
import type { ActionLog, RecordedAction } from './types.ts';

export const ACTION_LOG_SIZE = 50;

export function createActionLog(size = ACTION_LOG_SIZE): ActionLog {
  const buffer: RecordedAction[] = [];
  return {
    record(action, at) {
      buffer.push({ at, action });
      if (buffer.length > size) buffer.splice(0, buffer.length - size);
    },
    entries: () => [...buffer],
  };
}
