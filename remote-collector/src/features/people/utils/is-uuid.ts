const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before calling the server so a mangled link never costs a request. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
