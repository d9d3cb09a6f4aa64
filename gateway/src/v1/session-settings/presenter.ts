// The session settings (spec section 3: "a list of key/value pairs; each key is saved in the local
// token store"): what the gateway tells a signed-in client about its session and its limits, so the
// client can act on them before asking (refuse an oversized file before sending it).
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { answerRecord } from '../shared/answers.ts';

export const sessionSettingKeys = [
  'session_idle_minutes',
  'session_absolute_hours',
  'upload_max_bytes',
] as const;

export type SessionSettingKey = (typeof sessionSettingKeys)[number];

/** One setting; values travel as text, as the client keeps them in local storage. */
export const sessionSettingAnswer = answerRecord('SessionSetting', {
  key: z.enum(sessionSettingKeys),
  value: z.string(),
});
type SessionSettingOut = z.infer<typeof sessionSettingAnswer>;

type SettingsConfig = Pick<
  Config,
  'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS' | 'UPLOAD_MAX_BYTES'
>;

export function presentSessionSettings(config: SettingsConfig): SessionSettingOut[] {
  const values: Record<SessionSettingKey, number> = {
    session_idle_minutes: config.SESSION_IDLE_MINUTES,
    session_absolute_hours: config.SESSION_ABSOLUTE_HOURS,
    upload_max_bytes: config.UPLOAD_MAX_BYTES,
  };
  return sessionSettingKeys.map((key) => ({ key, value: String(values[key]) }));
}
