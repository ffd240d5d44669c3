// uqr in the server bundle: the saved page draws its QR code in the browser only (progress-backup.tsx imports uqr
// from an effect), so the server never encodes one; 12 KB of the 1.5 MB budget it would carry for nothing.
export function encode() {
  throw new Error("QR codes are drawn in the browser, never on the server");
}
