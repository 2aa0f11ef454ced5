/**
 * An attachment header (RFC 6266): an ASCII `filename` for old clients and a UTF-8 `filename*` with the readable
 * name. Quotes, backslashes and anything outside printable ASCII cannot stand in the quoted form, so they become
 * '_' there; the readable name is percent-encoded whole, so no character of it can end the header early.
 */
export function attachmentDisposition(readableName: string, asciiName = asciiFileName(readableName)): string {
  const encoded = encodeURIComponent(readableName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(asciiName)}"; filename*=UTF-8''${encoded}`;
}

function asciiFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
}
