// Organisation ids are positive whole numbers; anything else cannot exist (not found, no request).
export const isRecordId = (value: string): boolean => /^[1-9]\d{0,9}$/.test(value);
