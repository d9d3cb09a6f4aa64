// Local storage in memory for tests (jsdom's localStorage is shared between tests). With `limit`
// it refuses to store a value longer than that, as a full browser storage does.
export function memoryStorage(limit = Number.POSITIVE_INFINITY): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
  };
}
