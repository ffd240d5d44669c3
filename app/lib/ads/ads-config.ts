/** Google's certification authority id for AdSense sellers, as its ads.txt guidance gives it. */
const GOOGLE_CERTIFICATION_ID = "f08c47fec0942fa0";

/** A client id as AdSense writes it (ca-pub-1234…); anything else is treated as "no ads". */
export function isAdClientId(id: string): boolean {
  return /^ca-pub-\d{10,20}$/.test(id);
}

/** The ads.txt line for the configured publisher, or null when ads are off. */
export function adsTxt(clientId: string): string | null {
  if (!isAdClientId(clientId)) return null;
  return `google.com, ${clientId.replace(/^ca-/, "")}, DIRECT, ${GOOGLE_CERTIFICATION_ID}\n`;
}

export const AD_SCRIPT_ORIGIN = "https://pagead2.googlesyndication.com";

export function adScriptUrl(clientId: string): string {
  return `${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
}
